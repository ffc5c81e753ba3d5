import { guardStorage } from "~/server/db/storage.server";
import { storeLead } from "~/server/leads.server";
import { jsonError, readJson } from "~/server/request.server";
import type { Route } from "./+types/api.leads";

/**
 * POST a lead payload (JSON). 201 once it is committed, 200 for a repeat of a stored lead, 400 with the reason
 * otherwise, 503 (with Retry-After) when the database cannot store it: nothing was saved, the helper tries again.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", { Allow: "POST" });
  const body = await readJson(request);
  if (!body.ok) return jsonError(400, body.error);
  const stored = await guardStorage(() => storeLead(body.body));
  if (!stored.ok) return stored.response;
  const result = stored.value;
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return Response.json({ ok: true, id: result.id, duplicate: result.duplicate }, { status: result.duplicate ? 200 : 201, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return jsonError(405, "Method not allowed", { Allow: "POST" });
}
