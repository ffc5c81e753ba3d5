import { Link, data } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { formatPrice } from "~/lib/shop/money";
import { requireAdmin } from "~/server/admin-auth.server";
import { listProducts } from "~/server/admin/catalogue.server";
import { database } from "~/server/db/client.server";
import { BackLink, DoneNote, SearchForm } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.products._index";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

const money = (cents: number) => formatPrice(cents / 100);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const products = await listProducts(database(), query);
  return data(
    {
      query,
      products: products.map((p) => ({
        handle: p.handle,
        title: p.title,
        vendor: p.vendor,
        hidden: p.hidden,
        price: p.minCents === p.maxCents ? money(p.minCents) : `${money(p.minCents)} – ${money(p.maxCents)}`,
        stock: p.stock,
        variants: p.variants,
      })),
      // Shown after a deletion: the page was reloaded by a redirect, so a refresh does not post again.
      done: url.searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Products", description: "The shop's products: prices, stock, what is on sale.", path: "/admin/products", noindex: true });

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { query, products, done } = loaderData;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-h1 font-semibold">Products</h1>
          <p className="mt-1 text-muted">What the shop sells: change a price or the stock, hide a product, add one.</p>
        </div>
        <Link to="/admin/products/new" className={buttonClasses("primary", "md", "min-h-12")}>
          New product
        </Link>
      </div>

      {done && <DoneNote message={done} />}

      <SearchForm id="product-search" label="Search products" placeholder="Name, brand or SKU" query={query} className="mt-6" />

      <p className="mt-4 text-small text-muted" aria-live="polite">
        {products.length} {products.length === 1 ? "product" : "products"}
        {query && ` matching “${query}”`}
      </p>
      <ul className="mt-3 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-label="Products">
        {products.length === 0 && <li className="p-5 text-muted">{query ? "No product matches this search." : "No products yet."}</li>}
        {products.map((product) => (
          <li key={product.handle} className="relative flex flex-wrap items-center gap-x-6 gap-y-2 p-4 hover:bg-mist/40 sm:p-5" data-testid="admin-product">
            <div className="min-w-0 flex-1 basis-60">
              <p className="flex flex-wrap items-center gap-2">
                {/* The whole card opens the product: the link's box covers it. */}
                <Link to={`/admin/products/${product.handle}`} className="font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline">
                  {product.title}
                </Link>
                {product.hidden && <span className="rounded-full bg-sand px-2.5 py-0.5 text-small font-semibold text-ink">Hidden</span>}
              </p>
              <p className="mt-0.5 text-small text-muted">
                {product.vendor} · {product.variants} {product.variants === 1 ? "variant" : "variants"}
              </p>
            </div>
            <dl className="flex gap-6 text-small">
              <div>
                <dt className="text-muted">Price</dt>
                <dd className="font-medium">{product.price}</dd>
              </div>
              <div>
                <dt className="text-muted">Stock</dt>
                <dd className={`font-medium ${product.stock === 0 ? "text-danger" : ""}`}>{product.stock === 0 ? "Sold out" : product.stock}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
