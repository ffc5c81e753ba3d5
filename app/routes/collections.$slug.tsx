import { data, useSearchParams } from "react-router";
import { TrustStrip } from "~/components/layout/trust-strip";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { CollectionFilters } from "~/components/shop/collection-filters";
import { CollectionUnavailable } from "~/components/shop/collection-unavailable";
import { HowToChoose } from "~/components/shop/how-to-choose";
import { ProductCard } from "~/components/shop/product-card";
import { ButtonLink } from "~/components/ui/button";
import { toListItem } from "~/lib/shop/catalogue-mapping";
import { shopPageCaching, shopPageHeaders, shopPageShouldRevalidate } from "~/lib/shop/page-cache";
import { matchesPriceFilter, parsePriceFilter } from "~/lib/shop/price-bands";
import { parseSort, sortProducts } from "~/lib/shop/sort";
import { readAs, type PageQueryHandle } from "~/lib/page-query";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { collectionJsonLd } from "~/lib/seo/shop-json-ld";
import { truncate } from "~/lib/text";
import { requestTimeoutMessage, storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/collections.$slug";
import { Painted } from "~/components/ui/painted";

const unavailableReasons = {
  missing: "We couldn't find this collection. It may have moved or finished for the season.",
  empty: "There is nothing in this collection right now. Please check back soon.",
  failed: "The shop couldn't be reached just now. Please try again in a moment.",
};

/** The filters read ?price= and ?sort=; a value they do not know shows the page as without it. */
export const handle: PageQueryHandle = { pageQuery: { price: readAs(parsePriceFilter, "all"), sort: readAs(parseSort, "best-sellers") } };

export async function loader({ params, context }: Route.LoaderArgs) {
  const handle = params.slug;
  const client = storefrontFor(context);
  const platformUrl = client.platformUrl(`/collections/${encodeURIComponent(handle)}`);
  const unavailable = (reason: string, status: number) =>
    data({ state: "unavailable" as const, handle, reason, platformUrl }, { status, headers: { "Cache-Control": "no-store" } });
  let collection;
  try {
    collection = await client.collection(handle);
  } catch (error) {
    const timedOut = (error as Error).message === requestTimeoutMessage;
    return unavailable(timedOut ? requestTimeoutMessage : unavailableReasons.failed, 503);
  }
  if (!collection) return unavailable(unavailableReasons.missing, 404);
  if (collection.products.nodes.length === 0) return unavailable(unavailableReasons.empty, 200);
  return data(
    {
      state: "loaded" as const,
      handle,
      platformUrl,
      collection: { title: collection.title, handle: collection.handle, description: collection.description },
      items: collection.products.nodes.map(toListItem),
    },
    { headers: shopPageCaching },
  );
}

export const headers = shopPageHeaders;

export const shouldRevalidate = shopPageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const path = `/collections/${params.slug}`;
  if (!loaderData || loaderData.state !== "loaded") {
    return seo({ title: "Collection Unavailable", description: "This collection is not available right now. Browse all our salon hair-care collections.", path, noindex: true });
  }
  const { collection, items } = loaderData;
  return seo({
    title: `${collection.title} | Shop Salon Hair Care`,
    description: truncate(collection.description || `${collection.title} from ${items.length} salon-approved products.`, 155),
    path,
    image: items[0]?.image.url,
    imageAlt: items[0]?.image.alt,
  });
};

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  if (loaderData.state === "unavailable") return <CollectionUnavailable reason={loaderData.reason} platformUrl={loaderData.platformUrl} />;

  const { collection, items } = loaderData;
  const price = parsePriceFilter(searchParams.get("price"));
  const sort = parseSort(searchParams.get("sort"));
  const shown = sortProducts(
    items.filter((item) => matchesPriceFilter(item.price, price)),
    sort,
  );
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collections" },
    { name: collection.title, path: `/collections/${collection.handle}` },
  ];

  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd
        data={collectionJsonLd(
          collection,
          items.map((item) => ({ title: item.title, handle: item.handle, image: item.image.url, price: item.price, currency: item.currency, available: item.availableForSale })),
        )}
      />
      <div className="container-page pt-8 pb-4">
        <Painted>
          <Breadcrumbs items={crumbs.map((c) => ({ name: c.name, to: c.path }))} />
          <header className="mt-6 max-w-3xl">
            <p className="eyebrow">Shop collection</p>
            <h1 className="mt-2 text-h1">{collection.title}</h1>
            {collection.description && <p className="mt-4 text-lead leading-relaxed text-muted">{collection.description}</p>}
          </header>
        </Painted>
        <div className="mt-8">
          <CollectionFilters price={price} sort={sort} count={shown.length} />
        </div>
        <h2 id="products-title" className="sr-only">
          {collection.title} products
        </h2>
        {shown.length > 0 ? (
          <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-3" aria-labelledby="products-title">
            {/* The phone's first row is fetched first. A third preload, for the wide screen's row, took bandwidth from
                the stylesheet on a phone and held back its largest paint, the collection's description. */}
            {shown.map((item, index) => (
              <li key={item.id}>
                <ProductCard product={item} priority={index < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-card bg-white p-10 text-center shadow-soft ring-1 ring-ink/5">
            <p className="font-display text-lead">Nothing in this price range</p>
            <p className="mt-2 text-muted">Try another price filter, or see everything in {collection.title}.</p>
            <ButtonLink to={`/collections/${collection.handle}`} variant="secondary" className="mt-6">
              Show all prices
            </ButtonLink>
          </div>
        )}
      </div>
      <Painted>
        <HowToChoose />
      </Painted>
      <TrustStrip />
    </>
  );
}
