/**
 * The site's public address, read at run time, so one build serves staging and production alike. On the server it is
 * SITE_URL, or, when SITE_URL is unset, the address a first run assumes (assumedSiteUrl). In the browser it is the
 * address the server wrote into the page it sent (`data-site-url` on <html>, root.tsx), so both sides agree.
 */
export function siteUrl(): string {
  const fromPage = typeof document === "undefined" ? undefined : document.documentElement.dataset.siteUrl;
  if (fromPage) return fromPage;
  const server = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  return (server?.SITE_URL?.trim() || assumedSiteUrl(server?.PORT)).replace(/\/+$/, "");
}

/** With SITE_URL unset: this machine at the server's port (PORT, by default 3000). */
export function assumedSiteUrl(port: string | number | undefined): string {
  return `http://localhost:${String(port ?? "").trim() || 3000}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

/**
 * An address on this site as a path ("/photos/…"), any other as it is. The storefront hands out absolute
 * addresses, as Shopify does; a page that names its own pictures by path shows them under whatever name the
 * site is reached by (a proxy, a second domain), which the page's `img-src 'self'` then allows.
 */
export function ownPath(url: string): string {
  const own = siteUrl();
  return url.startsWith(`${own}/`) ? url.slice(own.length) : url;
}
