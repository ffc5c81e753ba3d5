/**
 * Where the shop platform lives. With a Shopify store that is https://{domain};
 * a plain-HTTP domain is accepted only for this machine (local stand-ins in tests).
 * Without one, the platform is this site itself (the embedded storefront).
 */

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalHost(host: string): boolean {
  return localHosts.has(host.replace(/:\d+$/, "").toLowerCase());
}

/** "my-store.myshopify.com", "https://my-store.myshopify.com/" or "http://localhost:3310" → an origin, or null if not allowed. */
export function platformOrigin(domain: string): string | null {
  const trimmed = domain.trim().replace(/\/+$/, "");
  const match = /^(?:(https?):\/\/)?([^/\s?#]+)$/i.exec(trimmed);
  if (!match) return null;
  const scheme = match[1]?.toLowerCase();
  const host = match[2] ?? "";
  if (!host) return null;
  if (isLocalHost(host)) return `${scheme ?? "http"}://${host.toLowerCase()}`;
  if (scheme === "http") return null;
  return `https://${host.toLowerCase()}`;
}

/** The Storefront API endpoint on a platform origin (Shopify's layout). */
export function storefrontEndpoint(origin: string, version: string): string {
  return `${origin}/api/${version}/graphql.json`;
}

/** A page on the shop platform: absolute with Shopify, a path on this site when embedded. */
export function platformPageUrl(origin: string | null, path: string): string {
  return origin ? `${origin}${path}` : path;
}

/** The platform's cart permalink, e.g. /cart/44021:1, from a variant gid. */
export function nativeCartPath(variantId: string, quantity = 1): string {
  const numeric = /(\d+)(?:\?.*)?$/.exec(variantId)?.[1] ?? encodeURIComponent(variantId);
  return `/cart/${numeric}:${quantity}`;
}
