import { Link, data } from "react-router";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { listCollections } from "~/server/admin/catalogue.server";
import { database } from "~/server/db/client.server";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.collections._index";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ collections: await listCollections(database()) }, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Collections", description: "The shop's collections and the order of their products.", path: "/admin/collections", noindex: true });

export default function AdminCollections({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Collections</h1>
      <p className="mt-1 text-muted">The shelves of the shop: what each one says, which products it holds and in what order.</p>
      <ul className="mt-6 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-label="Collections">
        {collections.length === 0 && <li className="p-5 text-muted">No collections yet.</li>}
        {collections.map((collection) => (
          <li key={collection.handle} className="relative flex flex-wrap items-center justify-between gap-x-6 gap-y-1 p-4 hover:bg-mist/40 sm:p-5">
            <Link
              to={`/admin/collections/${collection.handle}`}
              className="font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {collection.title}
            </Link>
            <span className="text-small text-muted">
              {collection.products} {collection.products === 1 ? "product" : "products"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
