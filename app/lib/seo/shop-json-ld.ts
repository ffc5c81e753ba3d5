import { salon } from "../../config/salon.ts";
import { salonId } from "./json-ld.ts";
import { absoluteUrl } from "./site-url.ts";

type Offer = { price: number; currency: string; available: boolean; sku?: string | null; name?: string | null };

function offer(item: Offer, url: string) {
  return {
    "@type": "Offer",
    url,
    ...(item.name ? { name: item.name } : {}),
    ...(item.sku ? { sku: item.sku } : {}),
    price: item.price.toFixed(2),
    priceCurrency: item.currency,
    availability: item.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@id": salonId() },
  };
}

/** Product with one AUD offer per variant (availability included). */
export function productJsonLd(product: {
  title: string;
  handle: string;
  description: string;
  vendor: string;
  /** With their intrinsic size, so a search engine knows the picture's shape before fetching it. */
  images: { url: string; width: number; height: number }[];
  variants: (Offer & { id: string })[];
}) {
  const url = absoluteUrl(`/products/${product.handle}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    url,
    description: product.description,
    image: product.images.map((image) => ({
      "@type": "ImageObject",
      url: absoluteUrl(image.url),
      width: image.width,
      height: image.height,
    })),
    brand: { "@type": "Brand", name: product.vendor || salon.shortName },
    offers:
      product.variants.length === 1 ? offer(product.variants[0] as Offer, url) : product.variants.map((variant) => offer(variant, url)),
  };
}

/** A collection page listing its products, each with its offer. */
export function collectionJsonLd(
  collection: { title: string; handle: string; description: string },
  items: { title: string; handle: string; image: string; price: number; currency: string; available: boolean }[],
) {
  const url = absoluteUrl(`/collections/${collection.handle}`);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": `${url}#collection`,
    name: collection.title,
    url,
    description: collection.description,
    isPartOf: { "@id": salonId() },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => {
        const productUrl = absoluteUrl(`/products/${item.handle}`);
        return {
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "Product",
            name: item.title,
            url: productUrl,
            image: absoluteUrl(item.image),
            offers: offer({ price: item.price, currency: item.currency, available: item.available }, productUrl),
          },
        };
      }),
    },
  };
}
