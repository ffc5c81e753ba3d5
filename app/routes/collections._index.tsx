import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { TrustStrip } from "~/components/layout/trust-strip";
import { ShopHelp } from "~/components/shop/shop-help";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { placeholderImage } from "~/lib/shop/catalogue-mapping";
import { collectionImage, orderCollections } from "~/lib/shop/collection-order";
import { shopPageCaching, shopPageHeaders } from "~/lib/shop/page-cache";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { truncate } from "~/lib/text";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/collections._index";

const collectionsLoadFailed = "Unable to load collections. Please try again later.";
const noCollections = "No collections available at the moment.";

export async function loader({ context }: Route.LoaderArgs) {
  const client = storefrontFor(context);
  const storeUrl = client.platformUrl("/collections");
  try {
    const collections = orderCollections(await client.collections()).map((collection) => {
      const url = collectionImage(collection, placeholderImage.url);
      const own = collection.image && collection.image.url === url ? collection.image : null;
      return {
        handle: collection.handle,
        title: collection.title,
        description: truncate(collection.description ?? "", 120),
        image: { url, alt: "", width: own?.width ?? (url === placeholderImage.url ? 800 : 1200), height: own?.height ?? 800 },
      };
    });
    return data(
      { state: collections.length ? ("loaded" as const) : ("empty" as const), collections, storeUrl },
      { headers: shopPageCaching },
    );
  } catch {
    return data({ state: "error" as const, collections: [], storeUrl }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

export const headers = shopPageHeaders;

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Shop Salon Hair Care",
    description: "Shop the hair care our Bangor stylists use and recommend: Christmas gift packs, shampoos, treatments, styling and picks for frizz, blondes, volume and curls.",
    path: "/collections",
  });

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { state, collections, storeUrl } = loaderData;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collections" },
  ];
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
      <div className="container-page pt-8">
        <Breadcrumbs items={crumbs.map((c) => ({ name: c.name, to: c.path }))} />
        <header className="mt-6 max-w-3xl">
          <p className="eyebrow">The salon shop</p>
          <h1 className="mt-2 text-h1">Shop our collections</h1>
          <p className="mt-4 text-lead leading-relaxed text-muted">
            The products we use at the basin and the styling station, chosen for Sydney's humidity, sunny summers and the hair we see in the chair every week.
          </p>
        </header>

        {state === "error" && (
          <div role="alert" className="mt-10 rounded-card bg-blush/60 p-8 text-center">
            <p className="font-display text-lead">{collectionsLoadFailed}</p>
            <ButtonLink to={storeUrl} external={/^https?:/.test(storeUrl)} className="mt-6">
              Visit Our Store
            </ButtonLink>
          </div>
        )}

        {state === "empty" && (
          <div className="mt-10 rounded-card bg-white p-8 text-center shadow-soft ring-1 ring-ink/5">
            <p className="font-display text-lead">{noCollections}</p>
            <ButtonLink to="/contact" variant="secondary" className="mt-6">
              Contact Us
            </ButtonLink>
          </div>
        )}

        {state === "loaded" && (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Collections">
            {collections.map((collection, index) => (
              <li key={collection.handle}>
                <Link
                  to={`/collections/${collection.handle}`}
                  prefetch="intent"
                  className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5 transition-shadow hover:shadow-lift"
                >
                  <Image
                    src={collection.image.url}
                    alt=""
                    width={collection.image.width}
                    height={collection.image.height}
                    priority={index < 2}
                    className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
                  />
                  <span className="flex flex-1 flex-col p-6">
                    <span className="font-display text-lead font-semibold group-hover:text-eucalyptus">{collection.title}</span>
                    {collection.description && <span className="mt-2 flex-1 text-small leading-relaxed text-muted">{collection.description}</span>}
                    <span className="mt-4 inline-flex items-center gap-2 text-small font-semibold text-eucalyptus">
                      Shop now <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ShopHelp placement="collections_cta" />
      <TrustStrip />
    </>
  );
}
