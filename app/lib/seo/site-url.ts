declare const __SITE_URL__: string;

/** The public origin of the site, fixed at build time (kept pages carry it in their HTML). */
export const siteUrl: string = (typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/**
 * An address on this site as a path ("/photos/…"), any other as it is. The storefront hands out absolute
 * addresses, as Shopify does; a page that names its own pictures by path shows them under whatever name the
 * site is reached by (a proxy, a second domain), which the page's `img-src 'self'` then allows.
 */
export function ownPath(url: string): string {
  return url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url;
}
