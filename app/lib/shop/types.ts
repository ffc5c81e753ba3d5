/**
 * Shapes of the Storefront API data the shop reads (as selected by the
 * documents in app/server/storefront/documents.ts) and the views the pages
 * render. Shared by server and browser code.
 */

export type Money = { amount: string; currencyCode: string };

export type StorefrontImage = { id?: string | null; url: string; altText: string | null; width: number | null; height: number | null };

export type SelectedOption = { name: string; value: string };

export type StorefrontVariant = {
  id: string;
  title: string;
  sku?: string | null;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: SelectedOption[];
  image: { url: string } | null;
};

export type StorefrontProduct = {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  description: string;
  descriptionHtml: string;
  availableForSale: boolean;
  priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
  compareAtPriceRange: { minVariantPrice: Money; maxVariantPrice: Money };
  options: { name: string; values: string[] }[];
  images: { nodes: StorefrontImage[] };
  variants: {
    nodes: Pick<
      StorefrontVariant,
      "id" | "title" | "sku" | "availableForSale" | "price" | "compareAtPrice" | "selectedOptions" | "image"
    >[];
  };
  seo: { title: string | null; description: string | null };
  updatedAt?: string;
};

/** A product as a collection lists it (spec 000 §3: first image, min price, compare-at, first 10 variants). */
export type StorefrontCollectionProduct = {
  id: string;
  title: string;
  handle: string;
  availableForSale: boolean;
  priceRange: { minVariantPrice: Money };
  compareAtPriceRange: { minVariantPrice: Money };
  featuredImage: StorefrontImage | null;
  variants: { nodes: { id: string; availableForSale: boolean }[] };
};

export type StorefrontCollection = {
  id: string;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  image: StorefrontImage | null;
  products: { nodes: StorefrontCollectionProduct[] };
};

export type StorefrontCollectionSummary = {
  id: string;
  title: string;
  handle: string;
  description?: string;
  image?: StorefrontImage | null;
};

export type StorefrontCartLine = {
  id: string;
  quantity: number;
  cost: { totalAmount: Money };
  merchandise: {
    id: string;
    title: string;
    image: StorefrontImage | null;
    price: Money;
    product: { title: string; handle: string; featuredImage?: StorefrontImage | null };
  };
};

export type StorefrontCart = {
  id: string;
  checkoutUrl: string | null;
  totalQuantity: number;
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: { nodes: StorefrontCartLine[] };
};

export type ShopInfo = { name: string; primaryDomain: { url: string; host: string } };

/* ---------------------------------------------------------------- views */

export type ListImage = { url: string; alt: string; width: number; height: number };

/** The mapped list item of a collection page (spec 000 §3). */
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
