/** Storefront data → the views the shop pages render. */
import { shop } from "../../config/salon.ts";
import { ownPath } from "../seo/site-url.ts";
import { toAmount } from "./money.ts";
import type { BagView, ListImage, ProductListItem, StorefrontCart, StorefrontCollectionProduct, StorefrontImage } from "./types.ts";
import { firstVariantId } from "./variants.ts";

export const placeholderImage: ListImage = {
  url: "/images/shop-placeholder.svg",
  alt: "A soft wattle-gold sprig on a sage backdrop, standing in for a product photo",
  width: 800,
  height: 800,
};

export function listImage(image: StorefrontImage | null | undefined, alt: string, fallback: ListImage = placeholderImage): ListImage {
  if (!image?.url) return fallback;
  return { url: ownPath(image.url), alt: image.altText?.trim() || alt, width: image.width ?? 800, height: image.height ?? 800 };
}

/** The compare-at price, only when it is higher than the price. */
export function compareAt(price: number, compareAtAmount: string | null | undefined): number | null {
  if (compareAtAmount === null || compareAtAmount === undefined) return null;
  const value = toAmount(compareAtAmount);
  return value > price ? value : null;
}

export function toListItem(product: StorefrontCollectionProduct): ProductListItem {
  const price = toAmount(product.priceRange.minVariantPrice.amount);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    price,
    compareAtPrice: compareAt(price, product.compareAtPriceRange.minVariantPrice.amount),
    currency: product.priceRange.minVariantPrice.currencyCode || shop.currency,
    image: listImage(product.featuredImage, product.title),
    availableForSale: product.availableForSale,
    firstVariantId: firstVariantId(product.variants.nodes),
  };
}

/** Variant titles such as "Default Title" say nothing to a shopper. */
export function meaningfulVariantTitle(title: string | null | undefined): string | null {
  return title && title !== "Default Title" ? title : null;
}

export function toBagView(cart: StorefrontCart): BagView {
  const lines = cart.lines.nodes.map((line) => {
    const unitPrice = toAmount(line.merchandise.price.amount);
    return {
      id: line.id,
      variantId: line.merchandise.id,
      productTitle: line.merchandise.product.title,
      variantTitle: meaningfulVariantTitle(line.merchandise.title),
      handle: line.merchandise.product.handle,
      // A variant has its own picture only when the product comes in several (a size, a shade); otherwise
      // the storefront gives none, and the line shows the product's first picture, as its card does.
      image: listImage(line.merchandise.image ?? line.merchandise.product.featuredImage, line.merchandise.product.title),
      quantity: line.quantity,
      unitPrice,
      linePrice: toAmount(line.cost.totalAmount.amount),
    };
  });
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    subtotal: toAmount(cart.cost.subtotalAmount.amount),
    total: toAmount(cart.cost.totalAmount.amount),
    currency: cart.cost.subtotalAmount.currencyCode || shop.currency,
    lines,
  };
}
