import { toCsv } from "~/lib/csv";
import { audit } from "~/server/accounts/audit.server";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { findSection, sectionRows } from "~/server/admin/sections.server";
import { salon } from "~/config/salon";
import { privateHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin.export.$section";
import { readOnly } from "~/server/request.server";

/** A section as CSV, with the same search as the inbox. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request);
  const section = findSection(params.section);
  if (section.id !== params.section) return new Response("Unknown section", { status: 404 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const rows = await sectionRows(section, q);
  // An export holds customers' details: who took a copy away is on record.
  await audit(database(), { who: actor, action: "exported", subject: `${section.label} (CSV)`, detail: { rows: rows.length, ...(q ? { search: q } : {}) } });
  const csv = toCsv(
    section.columns.map((c) => c.label),
    rows.map((row) => section.columns.map((c) => c.value(row))),
  );
  const stamp = new Date().toISOString().slice(0, 10);
  const file = `${salon.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${section.id}-${stamp}.csv`;
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      ...privateHeaders,
    },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
