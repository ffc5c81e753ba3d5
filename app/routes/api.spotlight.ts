import { shop } from "~/config/salon";
import { compareAt, listImage } from "~/lib/shop/catalogue-mapping";
import { descriptionBullet } from "~/lib/shop/description";
import { toAmount } from "~/lib/shop/money";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/api.spotlight";
import { readOnly } from "~/server/request.server";

const spotlightCollection = "christmas-gift-packs";

/** The home page's Christmas gift packs: the first 8, each with a bullet from the first 40 characters of its description. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const products = await storefrontFor(context).spotlight(spotlightCollection, shop.spotlightProducts);
    const items = products.slice(0, shop.spotlightProducts).map((product) => {
      const price = toAmount(product.priceRange.minVariantPrice.amount);
      return {
        handle: product.handle,
        title: product.title,
        price,
        compareAtPrice: compareAt(price, product.compareAtPriceRange.minVariantPrice.amount),
        currency: product.priceRange.minVariantPrice.currencyCode || shop.currency,
        availableForSale: product.availableForSale,
        bullet: descriptionBullet(product.description, shop.spotlightBulletChars),
        image: listImage(product.featuredImage, product.title),
      };
    });
    return Response.json({ items }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch {
    return Response.json(
      { items: [], error: "Gift packs are unavailable right now" },
      { status: 502, headers: { "Cache-Control": "no-store" } },
    );
  }
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
