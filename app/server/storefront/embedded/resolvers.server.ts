/**
 * Resolvers that make the official Storefront API 2024-07 schema answer from
 * our tables. They cover what a storefront needs (products, variants, images,
 * collections, carts, the shop) with Shopify's behaviour where it matters to
 * a client: connections and cursors, userErrors on cart mutations, merged cart
 * lines, and a checkoutUrl that points at this site's click-and-collect checkout.
 */
import { GraphQLError } from "graphql";
import { escapeMarkup } from "../../../lib/escape-markup.ts";
import { transformPhotoUrl } from "../../../lib/photos/photo-rules.ts";
import { salon, shop as shopConfig } from "../../../config/salon.ts";
import { cartLimitProblem, type CartLimitProblem } from "../../../lib/shop/cart-limits.ts";
import { centsToAmount } from "../../../lib/shop/money.ts";
import { inStock } from "../../stock.server.ts";
import { connection, type ConnectionArgs } from "./connection.ts";
import { gid, parseGid, parseNumericGid } from "./ids.ts";
import type { CartLineRow, CartRow, CollectionRow, EmbeddedStore, ImageRow, ProductRow, VariantRow } from "./store.server.ts";

export type EmbeddedContext = { store: EmbeddedStore };

type Args = Record<string, unknown>;
type Resolver<P> = (parent: P, args: Args, context: EmbeddedContext) => unknown;
type UserError = { field: string[] | null; message: string; code: string };

const currency = shopConfig.currency;
const money = (cents: number) => ({ amount: centsToAmount(cents), currencyCode: currency });
const emptyConnection = {
  nodes: [],
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};
const iso = (date: Date) => date.toISOString();
const cartDoesNotExist: UserError = { field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" };

function truncate(text: string, at: unknown) {
  return typeof at === "number" && at > 0 && text.length > at ? `${text.slice(0, at).trimEnd()}…` : text;
}

function pageArgs(args: Args): ConnectionArgs {
  return args as ConnectionArgs;
}

type ImageTransform = { maxWidth?: number | null; maxHeight?: number | null; scale?: number | null; preferredContentType?: string | null };

/** The widest picture a transform allows (maxHeight read through the picture's proportions, times scale). */
function photoTransform(image: ImageSource, transform: ImageTransform | null) {
  if (!transform) return {};
  const byHeight = transform.maxHeight ? (transform.maxHeight * image.width) / image.height : Infinity;
  const widest = Math.min(transform.maxWidth ?? Infinity, byHeight) * (transform.scale ?? 1);
  return { maxWidth: Number.isFinite(widest) ? widest : null, preferredContentType: transform.preferredContentType ?? null };
}

/** A collection image has no row of its own: give it the product image's shape. */
type ImageSource = Pick<ImageRow, "url" | "altText" | "width" | "height"> & { id: number | null };

function collectionImage(row: CollectionRow): ImageSource | null {
  return row.imageUrl
    ? { id: null, url: row.imageUrl, altText: row.imageAlt ?? row.title, width: row.imageWidth ?? 1200, height: row.imageHeight ?? 800 }
    : null;
}

async function priceSpan(store: EmbeddedStore, productId: number) {
  const variants = await store.variantsOf(productId);
  const prices = variants.map((v) => v.priceCents);
  const compares = variants.map((v) => v.compareAtCents ?? 0);
  return {
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    compareAt: { min: compares.length ? Math.min(...compares) : 0, max: compares.length ? Math.max(...compares) : 0 },
  };
}

/** On sale: on the shelf, and a product the owner has not hidden (a bag may still hold one she hid since). */
async function onSale(store: EmbeddedStore, variant: VariantRow): Promise<boolean> {
  if (!inStock(variant)) return false;
  return !(await store.productById(variant.productId))?.hidden;
}

/** A product the public may see by id (a hidden one is as if it did not exist). */
async function visibleProduct(store: EmbeddedStore, id: number): Promise<ProductRow | null> {
  const row = await store.productById(id);
  return row && !row.hidden ? row : null;
}

/* --------------------------------------------------------------- search */

/** The small subset of Shopify's product search syntax a storefront uses: available_for_sale, tag, vendor, product_type, title, words. */
async function matchesQuery(store: EmbeddedStore, product: ProductRow, query: unknown): Promise<boolean> {
  if (typeof query !== "string" || !query.trim()) return true;
  const terms = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  for (const raw of terms) {
    const term = raw.replace(/"/g, "");
    if (/^(AND|OR)$/i.test(term)) continue;
    const [key, ...rest] = term.split(":");
    const value = rest.join(":").toLowerCase();
    if (rest.length === 0) {
      if (!`${product.title} ${product.description}`.toLowerCase().includes(term.toLowerCase())) return false;
      continue;
    }
    switch (key) {
      case "available_for_sale": {
        const available = (await store.variantsOf(product.id)).some(inStock);
        if (available !== (value === "true")) return false;
        break;
      }
      case "tag":
        if (!product.tags.some((t) => t.toLowerCase() === value)) return false;
        break;
      case "vendor":
        if (product.vendor.toLowerCase() !== value) return false;
        break;
      case "product_type":
        if (product.productType.toLowerCase() !== value) return false;
        break;
      case "title":
        if (!product.title.toLowerCase().includes(value.replace(/\*$/, ""))) return false;
        break;
      default:
        break;
    }
  }
  return true;
}

async function sortProducts(store: EmbeddedStore, products: ProductRow[], sortKey: unknown): Promise<ProductRow[]> {
  switch (sortKey) {
    case "TITLE":
      return [...products].sort((a, b) => a.title.localeCompare(b.title));
    case "BEST_SELLING":
      return [...products].sort((a, b) => a.bestSellerRank - b.bestSellerRank);
    case "PRICE": {
      const spans = await Promise.all(products.map((p) => priceSpan(store, p.id)));
      return products
        .map((p, i) => ({ p, price: spans[i]?.price.min ?? 0 }))
        .sort((a, b) => a.price - b.price)
        .map(({ p }) => p);
    }
    case "VENDOR":
      return [...products].sort((a, b) => a.vendor.localeCompare(b.vendor));
    case "PRODUCT_TYPE":
      return [...products].sort((a, b) => a.productType.localeCompare(b.productType));
    case "CREATED_AT":
    case "CREATED":
    case "ID":
      return [...products].sort((a, b) => a.id - b.id);
    case "UPDATED_AT":
      return [...products].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
    default:
      return products;
  }
}

async function productsConnection(store: EmbeddedStore, products: ProductRow[], args: Args) {
  const filtered: ProductRow[] = [];
  for (const product of products) if (await matchesQuery(store, product, args.query)) filtered.push(product);
  return connection(await sortProducts(store, filtered, args.sortKey), pageArgs(args));
}

/* ---------------------------------------------------------------- carts */

type LineInput = { merchandiseId?: unknown; quantity?: unknown };

type CheckedLine = { variantId: number; quantity: number; index: number };

async function checkLines(store: EmbeddedStore, lines: LineInput[], field: string[]) {
  const valid: CheckedLine[] = [];
  const userErrors: UserError[] = [];
  for (const [index, line] of lines.entries()) {
    const at = [...field, String(index)];
    const merchandiseId = typeof line.merchandiseId === "string" ? line.merchandiseId : "";
    const quantity = typeof line.quantity === "number" ? line.quantity : 1;
    const variantId = parseNumericGid("ProductVariant", merchandiseId);
    const variant = variantId === null ? null : await store.variantById(variantId);
    if (!variant) {
      userErrors.push({
        field: [...at, "merchandiseId"],
        message: `The merchandise with id ${merchandiseId} does not exist.`,
        code: "INVALID",
      });
      continue;
    }
    if (quantity < 1) {
      userErrors.push({ field: [...at, "quantity"], message: "The quantity must be at least 1.", code: "INVALID" });
      continue;
    }
    if (!(await onSale(store, variant))) {
      const product = await store.productById(variant.productId);
      const message = product?.hidden ? `The product '${product.title}' is no longer sold.` : `The product '${product?.title ?? variant.title}' is already sold out.`;
      userErrors.push({ field: [...at, "merchandiseId"], message, code: "INVALID_MERCHANDISE_LINE" });
      continue;
    }
    valid.push({ variantId: variant.id, quantity, index });
  }
  return { valid, userErrors };
}

/**
 * The cart rule (lib/shop/cart-limits.ts) over the cart as it would be, as userErrors the way Shopify reports
 * them: a quantity past the maximum points at the input line that carried its variant past it.
 */
function limitErrors(problem: CartLimitProblem<number> | null, inputs: CheckedLine[], field: string[]): UserError[] {
  if (!problem) return [];
  const index = problem.kind === "quantity" ? inputs.findLast((line) => line.variantId === problem.variantId)?.index : undefined;
  return [
    { field: index === undefined ? field : [...field, String(index), "quantity"], message: problem.message, code: "MAXIMUM_EXCEEDED" },
  ];
}

const lineMemo = new WeakMap<EmbeddedStore, Map<string, Promise<CartLineRow[]>>>();

function linesOf(store: EmbeddedStore, token: string): Promise<CartLineRow[]> {
  let memo = lineMemo.get(store);
  if (!memo) lineMemo.set(store, (memo = new Map()));
  let lines = memo.get(token);
  if (!lines) memo.set(token, (lines = store.cartLines(token)));
  return lines;
}

function forgetLines(store: EmbeddedStore) {
  lineMemo.delete(store);
}

async function cartTotals(store: EmbeddedStore, token: string) {
  const lines = await linesOf(store, token);
  let subtotal = 0;
  let quantity = 0;
  for (const line of lines) {
    const variant = await store.variantById(line.variantId);
    subtotal += (variant?.priceCents ?? 0) * line.quantity;
    quantity += line.quantity;
  }
  return { subtotal, quantity, lines: lines.length };
}

async function cartPayload(store: EmbeddedStore, token: string, userErrors: UserError[] = []) {
  forgetLines(store);
  const cart = await store.openCart(token);
  return { cart, userErrors, warnings: [] };
}

async function openCartFromId(store: EmbeddedStore, cartId: unknown): Promise<CartRow | null> {
  const token = parseGid("Cart", typeof cartId === "string" ? cartId : null);
  return token ? store.openCart(token) : null;
}

/* ------------------------------------------------------------ resolvers */

const ProductResolvers: Record<string, Resolver<ProductRow>> = {
  id: (p) => gid("Product", p.id),
  description: (p, args) => truncate(p.description, args.truncateAt),
  descriptionHtml: (p) => `<p>${escapeMarkup(p.description)}</p>`,
  availableForSale: async (p, _a, { store }) => !p.hidden && (await store.variantsOf(p.id)).some(inStock),
  priceRange: async (p, _a, { store }) => {
    const { price } = await priceSpan(store, p.id);
    return { minVariantPrice: money(price.min), maxVariantPrice: money(price.max) };
  },
  compareAtPriceRange: async (p, _a, { store }) => {
    const { compareAt } = await priceSpan(store, p.id);
    return { minVariantPrice: money(compareAt.min), maxVariantPrice: money(compareAt.max) };
  },
  featuredImage: async (p, _a, { store }) => (await store.imagesOf(p.id))[0] ?? null,
  images: async (p, args, { store }) => connection(await store.imagesOf(p.id), pageArgs(args)),
  media: () => emptyConnection,
  variants: async (p, args, { store }) => {
    const variants = await store.variantsOf(p.id);
    return connection(args.sortKey === "TITLE" ? [...variants].sort((a, b) => a.title.localeCompare(b.title)) : variants, pageArgs(args));
  },
  variantBySelectedOptions: async (p, args, { store }) => {
    const wanted = (args.selectedOptions as { name: string; value: string }[]) ?? [];
    const fold = (s: string) => (args.caseInsensitiveMatch ? s.toLowerCase() : s);
    const variants = await store.variantsOf(p.id);
    return (
      variants.find((v) =>
        wanted.every((w) => {
          const option = v.selectedOptions.find((o) => fold(o.name) === fold(w.name));
          return option ? fold(option.value) === fold(w.value) : Boolean(args.ignoreUnknownOptions);
        }),
      ) ?? null
    );
  },
  options: (p, args) => {
    const options = p.options.length ? p.options : [{ name: "Title", values: ["Default Title"] }];
    const limited = typeof args.first === "number" ? options.slice(0, args.first) : options;
    return limited.map((o, i) => ({
      id: `gid://shopify/ProductOption/${p.id}${i}`,
      name: o.name,
      values: o.values,
      optionValues: o.values.map((value, j) => ({ id: `gid://shopify/ProductOptionValue/${p.id}${i}${j}`, name: value, swatch: null })),
    }));
  },
  collections: async (p, args, { store }) => connection(await store.collectionsOfProduct(p.id), pageArgs(args)),
  seo: (p) => ({ title: p.title, description: p.seoDescription || truncate(p.description, 160) }),
  onlineStoreUrl: (p, _a, { store }) => store.absolute(`/products/${p.handle}`),
  createdAt: (p) => iso(p.createdAt),
  updatedAt: (p) => iso(p.updatedAt),
  publishedAt: (p) => iso(p.createdAt),
  isGiftCard: () => false,
  requiresSellingPlan: () => false,
  sellingPlanGroups: () => emptyConnection,
  totalInventory: async (p, _a, { store }) => (await store.variantsOf(p.id)).reduce((sum, v) => sum + v.quantity, 0),
  trackingParameters: () => null,
  metafield: () => null,
  metafields: (_p, args) => ((args.identifiers as unknown[]) ?? []).map(() => null),
};

const VariantResolvers: Record<string, Resolver<VariantRow>> = {
  id: (v) => gid("ProductVariant", v.id),
  availableForSale: (v, _a, { store }) => onSale(store, v),
  currentlyNotInStock: (v) => !inStock(v),
  quantityAvailable: (v) => v.quantity,
  price: (v) => money(v.priceCents),
  priceV2: (v) => money(v.priceCents),
  compareAtPrice: (v) => (v.compareAtCents ? money(v.compareAtCents) : null),
  compareAtPriceV2: (v) => (v.compareAtCents ? money(v.compareAtCents) : null),
  image: async (v, _a, { store }) => {
    if (v.imagePosition === null) return null;
    return (await store.imagesOf(v.productId)).find((image) => image.position === v.imagePosition) ?? null;
  },
  product: (v, _a, { store }) => store.productById(v.productId),
  requiresShipping: () => true,
  requiresComponents: () => false,
  components: () => emptyConnection,
  groupedBy: () => emptyConnection,
  sellingPlanAllocations: () => emptyConnection,
  storeAvailability: () => emptyConnection,
  quantityRule: () => ({ increment: 1, minimum: 1, maximum: shopConfig.lineQuantity }),
  quantityPriceBreaks: () => emptyConnection,
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  barcode: () => null,
  weight: () => null,
  weightUnit: () => "KILOGRAMS",
  metafield: () => null,
  metafields: (_v, args) => ((args.identifiers as unknown[]) ?? []).map(() => null),
};

const ImageResolvers: Record<string, Resolver<ImageSource>> = {
  id: (image) => (image.id === null ? null : gid("ProductImage", image.id)),
  // Shopify's way of asking for a size: the owner's photos are made in several widths (lib/photos/photo-rules.ts).
  url: (image, args, { store }) =>
    store.absolute(transformPhotoUrl(image.url, photoTransform(image, args.transform as ImageTransform | null))),
  src: (image, _a, { store }) => store.absolute(image.url),
  originalSrc: (image, _a, { store }) => store.absolute(image.url),
  transformedSrc: (image, _a, { store }) => store.absolute(image.url),
  altText: (image) => image.altText,
  width: (image) => image.width,
  height: (image) => image.height,
};

const CollectionResolvers: Record<string, Resolver<CollectionRow>> = {
  id: (c) => gid("Collection", c.id),
  description: (c, args) => truncate(c.description, args.truncateAt),
  descriptionHtml: (c) => `<p>${escapeMarkup(c.description)}</p>`,
  image: (c) => collectionImage(c),
  products: async (c, args, { store }) => productsConnection(store, await store.collectionProducts(c.id), args),
  onlineStoreUrl: (c, _a, { store }) => store.absolute(`/collections/${c.handle}`),
  seo: (c) => ({ title: c.title, description: truncate(c.description, 160) }),
  updatedAt: (c) => iso(c.updatedAt),
  trackingParameters: () => null,
  metafield: () => null,
  metafields: (_c, args) => ((args.identifiers as unknown[]) ?? []).map(() => null),
};

/** Pick-up in the salon costs nothing and no tax or duty is charged apart: every total of a cart is its subtotal, and none is an estimate. */
const cartCost: Resolver<CartRow> = async (cart, _a, { store }) => {
  const { subtotal } = await cartTotals(store, cart.token);
  return {
    subtotalAmount: money(subtotal),
    totalAmount: money(subtotal),
    checkoutChargeAmount: money(subtotal),
    totalTaxAmount: null,
    totalDutyAmount: null,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmountEstimated: false,
    totalDutyAmountEstimated: false,
  };
};

const CartResolvers: Record<string, Resolver<CartRow>> = {
  id: (cart) => gid("Cart", cart.token),
  checkoutUrl: (cart, _a, { store }) => store.absolute(`/checkout/${cart.token}`),
  createdAt: (cart) => iso(cart.createdAt),
  updatedAt: (cart) => iso(cart.updatedAt),
  totalQuantity: async (cart, _a, { store }) => (await cartTotals(store, cart.token)).quantity,
  cost: cartCost,
  // The older name of the same figures: its type lacks the "estimated" flags, which the executor then never reads.
  estimatedCost: cartCost,
  lines: async (cart, args, { store }) => connection(await linesOf(store, cart.token), pageArgs(args)),
  buyerIdentity: (cart) => ({
    countryCode: cart.buyerCountry,
    email: null,
    phone: null,
    customer: null,
    deliveryAddressPreferences: [],
    purchasingCompany: null,
    walletPreferences: [],
  }),
  note: () => null,
  attribute: () => null,
  attributes: () => [],
  discountCodes: () => [],
  discountAllocations: () => [],
  appliedGiftCards: () => [],
  deliveryGroups: () => emptyConnection,
  metafield: () => null,
  metafields: (_c, args) => ((args.identifiers as unknown[]) ?? []).map(() => null),
};

const CartLineResolvers: Record<string, Resolver<CartLineRow>> = {
  id: (line) => gid("CartLine", line.id),
  merchandise: (line, _a, { store }) => store.variantById(line.variantId),
  cost: async (line, _a, { store }) => {
    const variant = await store.variantById(line.variantId);
    const unit = variant?.priceCents ?? 0;
    return {
      amountPerQuantity: money(unit),
      compareAtAmountPerQuantity: variant?.compareAtCents ? money(variant.compareAtCents) : null,
      subtotalAmount: money(unit * line.quantity),
      totalAmount: money(unit * line.quantity),
    };
  },
  attribute: () => null,
  attributes: () => [],
  discountAllocations: () => [],
  sellingPlanAllocation: () => null,
};

const ShopResolvers: Record<string, Resolver<object>> = {
  id: () => "gid://shopify/Shop/1",
  name: () => salon.name,
  description: () => `Salon hair care from ${salon.name}, ${salon.address.locality} ${salon.address.region}.`,
  moneyFormat: () => "${{amount}}",
  primaryDomain: (_s, _a, { store }) => {
    const url = new URL(store.origin);
    return { host: url.host, url: store.origin, sslEnabled: url.protocol === "https:" };
  },
  shipsToCountries: () => ["AU"],
  paymentSettings: (_s, _a, { store }) => ({
    acceptedCardBrands: [],
    cardVaultUrl: store.origin,
    countryCode: "AU",
    currencyCode: currency,
    enabledPresentmentCurrencies: [currency],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  }),
  brand: () => null,
  privacyPolicy: () => null,
  refundPolicy: () => null,
  shippingPolicy: () => null,
  termsOfService: () => null,
  subscriptionPolicy: () => null,
  metafield: () => null,
  metafields: (_s, args) => ((args.identifiers as unknown[]) ?? []).map(() => null),
};

async function nodeById(store: EmbeddedStore, id: unknown) {
  const text = typeof id === "string" ? id : null;
  const productId = parseNumericGid("Product", text);
  if (productId !== null) {
    const row = await visibleProduct(store, productId);
    return row && { ...row, __typename: "Product" };
  }
  const variantId = parseNumericGid("ProductVariant", text);
  if (variantId !== null) {
    const row = await store.variantById(variantId);
    return row && { ...row, __typename: "ProductVariant" };
  }
  const collectionId = parseNumericGid("Collection", text);
  if (collectionId !== null) {
    const row = await store.collectionById(collectionId);
    return row && { ...row, __typename: "Collection" };
  }
  return null;
}

async function productFrom(store: EmbeddedStore, args: Args) {
  if (typeof args.handle === "string") return store.productByHandle(args.handle);
  const id = parseNumericGid("Product", typeof args.id === "string" ? args.id : null);
  return id === null ? null : visibleProduct(store, id);
}

async function collectionFrom(store: EmbeddedStore, args: Args) {
  if (typeof args.handle === "string") return store.collectionByHandle(args.handle);
  const id = parseNumericGid("Collection", typeof args.id === "string" ? args.id : null);
  return id === null ? null : store.collectionById(id);
}

const australia = {
  isoCode: "AU",
  name: "Australia",
  currency: { isoCode: currency, name: "Australian Dollar", symbol: "$" },
  unitSystem: "METRIC_SYSTEM",
  availableLanguages: [{ isoCode: "EN", name: "English", endonymName: "English" }],
  market: null,
};

export const embeddedResolvers = {
  QueryRoot: {
    product: (_r: unknown, args: Args, { store }: EmbeddedContext) => productFrom(store, args),
    productByHandle: (_r: unknown, args: Args, { store }: EmbeddedContext) => productFrom(store, args),
    products: async (_r: unknown, args: Args, { store }: EmbeddedContext) => productsConnection(store, await store.allProducts(), args),
    collection: (_r: unknown, args: Args, { store }: EmbeddedContext) => collectionFrom(store, args),
    collectionByHandle: (_r: unknown, args: Args, { store }: EmbeddedContext) => collectionFrom(store, args),
    collections: async (_r: unknown, args: Args, { store }: EmbeddedContext) => {
      let collections = await store.allCollections();
      if (typeof args.query === "string" && args.query.trim()) {
        const words = args.query
          .toLowerCase()
          .replace(/title:/g, "")
          .split(/\s+/)
          .filter(Boolean);
        collections = collections.filter((c) => words.every((w) => `${c.title} ${c.handle}`.toLowerCase().includes(w.replace(/\*$/, ""))));
      }
      if (args.sortKey === "TITLE") collections = [...collections].sort((a, b) => a.title.localeCompare(b.title));
      if (args.sortKey === "UPDATED_AT") collections = [...collections].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
      return connection(collections, pageArgs(args));
    },
    cart: (_r: unknown, args: Args, { store }: EmbeddedContext) => openCartFromId(store, args.id),
    shop: () => ({}),
    node: (_r: unknown, args: Args, { store }: EmbeddedContext) => nodeById(store, args.id),
    nodes: (_r: unknown, args: Args, { store }: EmbeddedContext) =>
      Promise.all(((args.ids as unknown[]) ?? []).map((id) => nodeById(store, id))),
    productRecommendations: () => [],
    productTags: () => emptyConnection,
    productTypes: () => emptyConnection,
    localization: () => ({
      country: australia,
      language: australia.availableLanguages[0],
      availableCountries: [australia],
      availableLanguages: australia.availableLanguages,
      market: null,
    }),
  },
  Mutation: {
    cartCreate: async (_r: unknown, args: Args, { store }: EmbeddedContext) => {
      const input = (args.input ?? {}) as { lines?: LineInput[]; buyerIdentity?: { countryCode?: string } };
      const lines = input.lines ?? [];
      const { valid, userErrors } = await checkLines(store, lines, ["input", "lines"]);
      userErrors.push(...limitErrors(cartLimitProblem(valid), valid, ["input", "lines"]));
      if (userErrors.length) return { cart: null, userErrors, warnings: [] };
      const token = await store.createCart(input.buyerIdentity?.countryCode ?? shopConfig.buyerCountry, valid);
      return cartPayload(store, token);
    },
    cartLinesAdd: async (_r: unknown, args: Args, { store }: EmbeddedContext) => {
      const cart = await openCartFromId(store, args.cartId);
      if (!cart) return { cart: null, userErrors: [cartDoesNotExist], warnings: [] };
      const { valid, userErrors } = await checkLines(store, (args.lines as LineInput[]) ?? [], ["lines"]);
      const existing = await store.cartLines(cart.token);
      userErrors.push(...limitErrors(cartLimitProblem([...existing, ...valid]), valid, ["lines"]));
      if (userErrors.length) return { cart, userErrors, warnings: [] };
      await store.addLines(cart.token, valid);
      return cartPayload(store, cart.token);
    },
    cartLinesUpdate: async (_r: unknown, args: Args, { store }: EmbeddedContext) => {
      const cart = await openCartFromId(store, args.cartId);
      if (!cart) return { cart: null, userErrors: [cartDoesNotExist], warnings: [] };
      const current = await store.cartLines(cart.token);
      const updates: { lineId: string; quantity: number }[] = [];
      const changed: CheckedLine[] = [];
      const userErrors: UserError[] = [];
      for (const [index, line] of ((args.lines as { id?: string; quantity?: number }[]) ?? []).entries()) {
        const lineId = parseGid("CartLine", line.id);
        const existing = current.find((l) => l.id === lineId);
        if (!existing) {
          userErrors.push({
            field: ["lines", String(index), "id"],
            message: `The line with id ${line.id ?? ""} does not exist.`,
            code: "INVALID_MERCHANDISE_LINE",
          });
          continue;
        }
        const quantity = typeof line.quantity === "number" ? line.quantity : existing.quantity;
        const variant = await store.variantById(existing.variantId);
        if (quantity > existing.quantity && !(variant && (await onSale(store, variant)))) {
          const product = variant ? await store.productById(variant.productId) : null;
          userErrors.push({
            field: ["lines", String(index), "quantity"],
            message: `The product '${product?.title ?? "item"}' is already sold out.`,
            code: "INVALID_MERCHANDISE_LINE",
          });
          continue;
        }
        updates.push({ lineId: existing.id, quantity: Math.max(0, quantity) });
        changed.push({ variantId: existing.variantId, quantity: Math.max(0, quantity), index });
      }
      // The cart as it would be: each line at its new quantity (a line updated twice takes the last one).
      const after = current.map((l) => ({
        variantId: l.variantId,
        quantity: changed.findLast((c) => c.variantId === l.variantId)?.quantity ?? l.quantity,
      }));
      userErrors.push(...limitErrors(cartLimitProblem(after), changed, ["lines"]));
      if (userErrors.length) return { cart, userErrors, warnings: [] };
      await store.updateLines(cart.token, updates);
      return cartPayload(store, cart.token);
    },
    cartLinesRemove: async (_r: unknown, args: Args, { store }: EmbeddedContext) => {
      const cart = await openCartFromId(store, args.cartId);
      if (!cart) return { cart: null, userErrors: [cartDoesNotExist], warnings: [] };
      const ids = ((args.lineIds as string[]) ?? []).map((id) => parseGid("CartLine", id)).filter((id): id is string => Boolean(id));
      await store.updateLines(
        cart.token,
        ids.map((lineId) => ({ lineId, quantity: 0 })),
      );
      return cartPayload(store, cart.token);
    },
  },
  Product: ProductResolvers,
  ProductVariant: VariantResolvers,
  Image: ImageResolvers,
  Collection: CollectionResolvers,
  Cart: CartResolvers,
  CartLine: CartLineResolvers,
  Shop: ShopResolvers,
  Merchandise: { __resolveType: () => "ProductVariant" },
  BaseCartLine: { __resolveType: () => "CartLine" },
  Node: {
    __resolveType: (value: { __typename?: string }) => {
      if (!value.__typename) throw new GraphQLError("Unknown node type");
      return value.__typename;
    },
  },
};
