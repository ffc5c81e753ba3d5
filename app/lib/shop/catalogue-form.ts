/**
 * The owner's forms for the catalogue in /admin: a product with its variants, and a collection. What she
 * types is read into what the shop's tables hold (prices in cents, never floats), or each field's own message.
 */
import { slugFrom } from "../slug.ts";
import { dollarsToCents } from "./money.ts";

/** A product with one option (Size, Scent, Shade…) has a variant per value; one without has a single variant. */
export function variantTitle(options: { value: string }[]): string {
  return options.length ? options.map((o) => o.value).join(" / ") : "Default Title";
}

export const catalogueLimits = { title: 120, description: 5000, seoDescription: 160, collectionDescription: 2000, stock: 99_999 } as const;

export const catalogueMessages = {
  title: `Enter the product's name (up to ${catalogueLimits.title} characters).`,
  handle: "Use 2 to 80 lower-case letters, digits or dashes, e.g. argan-hair-oil.",
  handleReserved: "This address is taken by the back office. Choose another.",
  handleTaken: "Another product already has this address. Each product needs its own, e.g. add the size or scent.",
  description: `Enter a description (up to ${catalogueLimits.description.toLocaleString("en-AU")} characters).`,
  vendor: "Enter the brand, e.g. Wattle & Thread.",
  productType: "Enter the kind of product, e.g. Shampoo.",
  seoDescription: `Keep it to ${catalogueLimits.seoDescription} characters, so search engines show it whole.`,
  optionName: "Name what tells the variants apart, e.g. Size.",
  optionValue: "Enter this variant's value, e.g. 300 ml.",
  optionValueTwice: "Two variants can't have the same value.",
  price: "Enter a price in dollars, e.g. 34.95.",
  compareAt: "Enter a compare-at price above the price, e.g. 39.95, or leave it empty.",
  sku: "Use 1 to 40 letters, digits, dashes or dots, e.g. WT-ARGAN-100.",
  skuTwice: "Two variants can't share a SKU.",
  skuTaken: (owner: string) => `${owner} already uses this SKU. A SKU names one thing on the shelf, so each variant needs its own.`,
  stock: `Enter how many are on the shelf: a whole number from 0 to ${catalogueLimits.stock.toLocaleString("en-AU")}.`,
  noVariant: "A product needs at least one variant with a price and a SKU.",
  collectionTitle: "Enter the collection's name (up to 80 characters).",
  collectionDescription: `Enter a description (up to ${catalogueLimits.collectionDescription.toLocaleString("en-AU")} characters).`,
} as const;

export type VariantInput = {
  /** The variant's row; null for a new one. */
  id: number | null;
  optionValue: string | null;
  priceCents: number;
  compareAtCents: number | null;
  sku: string;
  quantity: number;
};

export type ProductInput = {
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  seoDescription: string;
  hidden: boolean;
  optionName: string | null;
  variants: VariantInput[];
};

/** Field names of a variant row: `variant-0-price`. */
export const variantField = (index: number, name: "id" | "option" | "price" | "compareAt" | "sku" | "stock") => `variant-${index}-${name}`;

export type FormErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export type Parse<T> = { ok: true; input: T } | { ok: false; errors: FormErrors };

/** Only the text fields of a post, trimmed: what a refused form shows again. */
export function formValues(form: Record<string, unknown>): FormValues {
  return Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (typeof value === "string" ? [[key, value.trim()]] : [])));
}

/** The variant rows of a form, by index, in order. */
export function variantIndexes(values: FormValues): number[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = /^variant-(\d{1,3})-/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** The variant rows in the post; a new row left empty is no variant. */
function variantRows(values: FormValues): number[] {
  const filled = (i: number) => ["id", "option", "price", "compareAt", "sku", "stock"].some((name) => values[`variant-${i}-${name}`]);
  return variantIndexes(values).filter(filled);
}

const reservedHandles = new Set(["new"]);

/**
 * Reads a product form post. `creating` reads the handle (it is fixed once the product exists, since
 * links, bags and search engines know it by it).
 */
export function parseProductForm(form: Record<string, unknown>, creating: boolean): Parse<ProductInput> {
  const values = formValues(form);
  const text = (name: string) => values[name] ?? "";
  const errors: FormErrors = {};

  const title = text("title").replace(/\s+/g, " ");
  if (!title || title.length > catalogueLimits.title) errors.title = catalogueMessages.title;
  const handle = creating ? text("handle").toLowerCase() || slugFrom(title) : "";
  if (creating && title && !/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])$/.test(handle)) errors.handle = catalogueMessages.handle;
  else if (creating && reservedHandles.has(handle)) errors.handle = catalogueMessages.handleReserved;
  const description = text("description");
  if (!description || description.length > catalogueLimits.description) errors.description = catalogueMessages.description;
  const vendor = text("vendor");
  if (!vendor || vendor.length > 80) errors.vendor = catalogueMessages.vendor;
  const productType = text("productType");
  if (!productType || productType.length > 80) errors.productType = catalogueMessages.productType;
  const seoDescription = text("seoDescription").replace(/\s+/g, " ");
  if (seoDescription.length > catalogueLimits.seoDescription) errors.seoDescription = catalogueMessages.seoDescription;
  const optionName = text("optionName") || null;
  if (optionName && optionName.length > 40) errors.optionName = catalogueMessages.optionName;

  const rows = variantRows(values);
  if (rows.length === 0) errors["variant-0-price"] = catalogueMessages.noVariant;
  // Several variants, or a value typed for one, need the option's name to mean anything on the product page.
  if (!optionName && (rows.length > 1 || rows.some((i) => values[variantField(i, "option")]))) errors.optionName = catalogueMessages.optionName;

  const variants: VariantInput[] = [];
  const seenSkus = new Set<string>();
  const seenValues = new Set<string>();
  for (const i of rows) {
    const field = (name: Parameters<typeof variantField>[1]) => variantField(i, name);
    const id = /^\d{1,9}$/.test(text(field("id"))) ? Number(text(field("id"))) : null;
    const optionValue = optionName ? text(field("option")) : null;
    if (optionName && (!optionValue || optionValue.length > 40)) errors[field("option")] = catalogueMessages.optionValue;
    else if (optionValue && seenValues.has(optionValue.toLowerCase())) errors[field("option")] = catalogueMessages.optionValueTwice;
    if (optionValue) seenValues.add(optionValue.toLowerCase());

    const priceCents = dollarsToCents(text(field("price")));
    if (!priceCents) errors[field("price")] = catalogueMessages.price;
    const compareAtText = text(field("compareAt"));
    const compareAtCents = compareAtText ? dollarsToCents(compareAtText) : null;
    if (compareAtText && (compareAtCents === null || (priceCents && compareAtCents <= priceCents))) errors[field("compareAt")] = catalogueMessages.compareAt;

    const sku = text(field("sku")).toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9.-]{0,39}$/.test(sku)) errors[field("sku")] = catalogueMessages.sku;
    else if (seenSkus.has(sku)) errors[field("sku")] = catalogueMessages.skuTwice;
    seenSkus.add(sku);

    const stockText = text(field("stock"));
    const quantity = /^\d{1,5}$/.test(stockText) ? Number(stockText) : null;
    if (quantity === null) errors[field("stock")] = catalogueMessages.stock;

    variants.push({ id, optionValue, priceCents: priceCents ?? 0, compareAtCents, sku, quantity: quantity ?? 0 });
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: { title, handle, description, vendor, productType, seoDescription, hidden: text("visibility") === "hidden", optionName, variants },
  };
}

export type CollectionInput = { title: string; description: string };

export function parseCollectionForm(form: Record<string, unknown>): Parse<CollectionInput> {
  const values = formValues(form);
  const title = (values.title ?? "").replace(/\s+/g, " ");
  const description = values.description ?? "";
  const errors: FormErrors = {};
  if (!title || title.length > 80) errors.title = catalogueMessages.collectionTitle;
  if (!description || description.length > catalogueLimits.collectionDescription) errors.description = catalogueMessages.collectionDescription;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input: { title, description } };
}
