import { data, Link } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Icon } from "~/components/ui/icons";
import { seo } from "~/lib/seo/meta";
import { requireDevAccess } from "~/server/admin-auth.server";
import { storefrontFor } from "~/server/storefront/client.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/dev.collections";

export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () => seo({ title: "Developer: shop collections", description: "Developer-only list of the shop's collections.", path: "/dev/collections", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDevAccess(request);
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  try {
    const collections = await storefrontFor(context).collections(20);
    return data({ collections: collections.map(({ id, title, handle }) => ({ id, title, handle })), error: null }, { headers });
  } catch (error) {
    return data({ collections: [], error: (error as Error).message || "Failed to fetch collections" }, { status: 502, headers });
  }
}

async function copy(value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(`Copied: ${value}`);
  } catch {
    toast.error("Failed to copy");
  }
}

export default function DevCollections({ loaderData }: Route.ComponentProps) {
  const { collections, error } = loaderData;
  return (
    <section className="container-page max-w-4xl py-12">
      <p className="eyebrow">Developer only</p>
      <h1 className="mt-2 text-h1">Shop collections</h1>
      <p className="mt-3 text-muted">
        The first 20 collections the storefront returns. <Link to="/dev/shopify" className="font-semibold text-eucalyptus underline underline-offset-4">Shop debug page</Link>
      </p>
      {error && (
        <div role="alert" className="mt-8 rounded-card border border-danger/30 bg-blush/60 p-6">
          <h2 className="font-display text-lead font-semibold text-danger">Error Loading Collections</h2>
          <p className="mt-2 font-mono text-small">{error}</p>
        </div>
      )}
      {!error && collections.length === 0 && <p className="mt-8 rounded-card bg-white p-6 shadow-soft">No collections found</p>}
      {collections.length > 0 && (
        <ul className="mt-8 divide-y divide-ink/10 overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5">
          {collections.map((collection) => (
            <li key={collection.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-semibold">{collection.title}</p>
                <p className="font-mono text-small text-muted">{collection.handle}</p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => void copy(collection.handle)}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full border border-eucalyptus/30 px-4 text-small font-semibold text-eucalyptus hover:bg-mist"
                >
                  <Icon name="check" className="size-4" /> Copy handle<span className="sr-only"> {collection.handle}</span>
                </button>
                <Link
                  to={`/collections/${collection.handle}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full bg-eucalyptus px-4 text-small font-semibold text-cream hover:bg-eucalyptus-dark"
                >
                  View<span className="sr-only"> {collection.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
