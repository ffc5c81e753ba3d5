import { Link, data } from "react-router";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { fulfilment } from "~/server/public-config.server";
import { wordsItems } from "~/server/words/items.server";
import { lastSaves } from "~/server/words/saved-words.server";
import type { Route } from "./+types/admin.pages._index";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const saved = await lastSaves(database());
  // With the salon's own shop the shipping policy is not shown, and with Shopify the click-and-collect page is not.
  const notShown = fulfilment() === "pickup" ? "shipping" : "pickup";
  const items = wordsItems.map((item) => {
    const row = saved.get(`${item.kind}:${item.key}`);
    return {
      key: item.key,
      group: item.group,
      title: row?.question ?? item.title,
      updated: row ? sydneyDateTime(row.updatedAt) : null,
      shown: !(item.group === "Policies" && item.key === notShown),
    };
  });
  return data({ items, done: new URL(request.url).searchParams.get("done") }, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Pages and FAQs", description: "The about page, the policies and the FAQs.", path: "/admin/pages", noindex: true });

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { items, done } = loaderData;
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Pages and FAQs</h1>
      <p className="mt-1 text-muted">The salon's own words: change one and the site shows it on the next page view.</p>
      {done && <DoneNote message={done} />}
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
          <h2 id={`group-${group}`} className="text-lead font-semibold">
            {group}
          </h2>
          <ul className="mt-3 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5">
            {items
              .filter((item) => item.group === group)
              .map((item) => (
                <li key={item.key} className="relative p-4 hover:bg-mist/40 sm:p-5" data-testid="words-item">
                  {/* The whole row opens the editor: the link's box covers it. */}
                  <Link to={`/admin/pages/${item.key}`} className="flex min-h-11 items-center font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-small text-muted">
                    {item.updated ? `Last saved ${item.updated}` : "Not saved yet"}
                    {!item.shown && " · not shown in this shop setup"}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
