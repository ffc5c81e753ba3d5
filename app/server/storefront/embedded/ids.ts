/** Shopify-style global ids ("gid://shopify/Product/12") for the embedded storefront's rows. */
export type GidType = "Product" | "ProductVariant" | "ProductImage" | "Collection" | "Cart" | "CartLine";

export function gid(type: GidType, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

/** The id part of a gid of the given type ("?key=…" suffixes are ignored), or null. */
export function parseGid(type: GidType, value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([A-Za-z0-9_-]+)(?:\?.*)?$/.exec(value.trim());
  return match && match[1] === type ? (match[2] ?? null) : null;
}

export function parseNumericGid(type: GidType, value: string | null | undefined): number | null {
  const id = parseGid(type, value);
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}
