/**
 * Names for the Storefront API data the shop reads, taken from the types generated from the
 * documents in app/server/storefront/documents.ts (`npm run codegen`), and the views the pages
 * render. Shared by server and browser code.
 */
import type { CartFieldsFragment, CollectionByHandleQuery, ImageFieldsFragment, ProductByHandleQuery } from "./storefront.generated.ts";

export type StorefrontProduct = NonNullable<ProductByHandleQuery["product"]>;

export type StorefrontCollection = NonNullable<CollectionByHandleQuery["collection"]>;

/** A product as a collection lists it: first image, min price, compare-at, first 10 variants. */
export type StorefrontCollectionProduct = StorefrontCollection["products"]["nodes"][number];

export type StorefrontCart = CartFieldsFragment;

/** What a picture needs to be shown, whichever document selected it. */
export type StorefrontImage = Pick<ImageFieldsFragment, "url" | "altText" | "width" | "height">;

/* ---------------------------------------------------------------- views */

export type ListImage = { url: string; alt: string; width: number; height: number };

/** A product as a collection page's card shows it, mapped from the storefront's answer. */
export type ProductListItem = {
  id: string;
  handle: string;
  title: string;
  price: number;
  compareAtPrice: number | null;
  currency: string;
  image: ListImage;
  availableForSale: boolean;
  firstVariantId: string | null;
};

export type BagLine = {
  id: string;
  variantId: string;
  productTitle: string;
  variantTitle: string | null;
  handle: string;
  image: ListImage;
  quantity: number;
  unitPrice: number;
  linePrice: number;
};

export type BagView = {
  id: string;
  checkoutUrl: string | null;
  totalQuantity: number;
  subtotal: number;
  total: number;
  currency: string;
  lines: BagLine[];
};
