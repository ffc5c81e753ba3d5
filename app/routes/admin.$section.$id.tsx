import { data } from "react-router";
import { CellValue } from "~/components/admin/cell-value";
import { LinkedText } from "~/components/admin/linked-text";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { adminSections, rowCells, sectionItem } from "~/server/admin/sections.server";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.$section.$id";

export const headers = forwardHeaders;

/**
 * One message, lead, subscriber… with everything about it, and a tap to write to
 * or call the person. Opening it marks it seen. (Orders have their own page, with
 * their pick-up actions: /admin/orders/:number.)
 */
function addressed(params: Route.LoaderArgs["params"]) {
  const section = adminSections.find((s) => s.id === params.section);
  // Keys are positive integers the database can hold; anything else is nothing at all.
  const key = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
  return section && key > 0 ? { section, key } : null;
}

// Marked seen before any loader runs, so the tabs' counts on this very page already leave it out.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    await requireAdmin(request);
    const target = addressed(params);
    await target?.section.markSeen?.(target.key);
    return next();
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const target = addressed(params);
  const item = target && (await sectionItem(target.section, target.key));
  if (!target || !item) throw data(null, { status: 404 });
  const { section } = target;
  const [when, ...cells] = rowCells(section, item);
  return data(
    {
      section: { id: section.id, label: section.label },
      when,
      cells,
      detail: section.detail?.(item) ?? null,
    },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  seo({ title: loaded ? `${loaded.section.label}: ${loaded.when?.text ?? ""}` : "Inbox", description: "One entry of the owner's inbox.", path: "/admin", noindex: true });

export default function InboxItem({ loaderData }: Route.ComponentProps) {
  const { section, when, cells, detail } = loaderData;
  // The ways to reach the person, as big buttons first: on a phone that is what she came for.
  const reach = cells.flatMap((cell) => (cell.reach ? [{ ...cell.reach, text: cell.text }] : []));
  return (
    <section className="container-page max-w-3xl py-6">
      <BackLink to={`/admin/inbox?s=${section.id}`}>All {section.label.toLowerCase()}</BackLink>
      <p className="eyebrow mt-3">{section.label}</p>
      <h1 className="mt-1 text-h2 font-semibold">
        {when?.label} {when?.text}
      </h1>

      {reach.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2">
          {reach.map((way) => (
            <li key={way.href} className="max-w-full">
              <a href={way.href} className={buttonClasses("primary", "md", "max-w-full")}>
                <Icon name={way.kind === "phone" ? "phone" : "mail"} className="size-4 shrink-0" />
                <span className="truncate">{way.kind === "phone" ? `Call ${way.text}` : `Write to ${way.text}`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-6 divide-y divide-ink/8 rounded-card bg-white px-4 shadow-soft ring-1 ring-ink/5 sm:px-5">
        {cells
          .filter((cell) => cell.text)
          .map((cell) => (
            <div key={cell.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-baseline sm:gap-4">
              <dt className="text-small font-semibold text-muted">{cell.label}</dt>
              <dd className={`[overflow-wrap:anywhere] ${cell.wide ? "whitespace-pre-wrap" : ""}`}>
                <CellValue cell={cell} />
              </dd>
            </div>
          ))}
      </dl>

      {detail && (
        <pre className="mt-6 rounded-card bg-white p-4 font-sans text-small leading-relaxed whitespace-pre-wrap shadow-soft ring-1 ring-ink/5 [overflow-wrap:anywhere]">
          <LinkedText text={detail} />
        </pre>
      )}
    </section>
  );
}
