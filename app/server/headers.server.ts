import { platformOrigin } from "../lib/shop/platform.ts";
import type { Env } from "./env.server.ts";

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Which inline scripts may run: those carrying this response's nonce (pages rendered per request),
 * or those whose SHA-256 is listed (pages kept for everyone, which are byte-for-byte the same for every visitor).
 */
export type InlineScripts = { nonce: string } | { sha256: string[] };

function inlineScriptSources(scripts: InlineScripts): string[] {
  return "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.sha256.map((hash) => `'sha256-${hash}'`);
}

/**
 * Where forms may post (and the redirects after them lead): our own pages and, with Shopify, the store
 * and its checkout. A store whose checkout runs on its own domain names it in SHOPIFY_CHECKOUT_DOMAIN:
 * the cart's checkoutUrl is known only per cart, and the policy must not change from page to page.
 */
export function formActionSources(env: Env): string[] {
  const platform = env.SHOPIFY_STORE_DOMAIN ? platformOrigin(env.SHOPIFY_STORE_DOMAIN) : null;
  const checkout = env.SHOPIFY_CHECKOUT_DOMAIN ? platformOrigin(env.SHOPIFY_CHECKOUT_DOMAIN) : null;
  return ["'self'", ...(platform ? [platform, "https://*.myshopify.com"] : []), ...(checkout ? [checkout] : [])];
}

/** Whether a form may post to `url` under formActionSources (other than our own pages). */
export function formActionAllows(env: Env, url: string): boolean {
  const { origin, hostname, protocol } = new URL(url);
  return formActionSources(env).some(
    (source) => source === origin || (protocol === "https:" && source.startsWith("https://*.") && hostname.endsWith(source.slice("https://*".length))),
  );
}

/**
 * The Content-Security-Policy for one response. Scripts run only from our origin or inline
 * as allowed by `scripts`; third parties are allowed only when configured.
 */
export function contentSecurityPolicy(scripts: InlineScripts, env: Env): string {
  const analyticsScripts = env.GA4_ID ? ["https://www.googletagmanager.com"] : [];
  const analyticsConnect = env.GA4_ID ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"] : [];
  const pixelScripts = env.META_PIXEL_ID ? ["https://connect.facebook.net"] : [];
  const pixelConnect = env.META_PIXEL_ID ? ["https://www.facebook.com"] : [];
  const widgets = [...origin(env.REVIEW_WIDGET_SRC), ...origin(env.CHAT_WIDGET_SRC)];
  const frames = [...widgets, ...origin(env.MAP_EMBED_URL)];
  // npm run dev: Vite's client in the page takes its hot updates over a websocket on the site's own port. Browsers
  // that follow CSP 3 count a same-host websocket as 'self'; older ones need the address written out.
  const devSocket =
    env.NODE_ENV === "development"
      ? [...new Set([`ws://localhost:${env.PORT}`, `ws://127.0.0.1:${env.PORT}`, new URL(env.SITE_URL).origin.replace(/^http/, "ws")])]
      : [];
  // The shop platform's images (its own origin and, for Shopify, its CDN).
  const platform = env.SHOPIFY_STORE_DOMAIN ? platformOrigin(env.SHOPIFY_STORE_DOMAIN) : null;

  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptSources(scripts), ...analyticsScripts, ...pixelScripts, ...widgets],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(env.META_PIXEL_ID ? ["https://www.facebook.com"] : []), ...(env.GA4_ID ? ["https://*.google-analytics.com"] : []), ...(platform ? [platform, "https://cdn.shopify.com"] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analyticsConnect, ...pixelConnect, ...widgets, ...devSocket],
    "frame-src": frames.length ? frames : ["'none'"],
    "frame-ancestors": ["'self'"],
    "form-action": formActionSources(env),
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * The headers a built script, stylesheet or font needs: a browser applies the page's policies (CSP, framing,
 * referrer, permissions, opener) from the document, never from a subresource, so on these they are only bytes sent
 * with every file. What still applies: no type sniffing, and HTTPS only.
 */
export function assetSecurityHeaders(env: Env): Record<string, string> {
  const { "X-Content-Type-Options": nosniff, "Strict-Transport-Security": hsts } = securityHeaders({ nonce: "" }, env);
  return { "X-Content-Type-Options": nosniff!, ...(hsts ? { "Strict-Transport-Security": hsts } : {}) };
}

/** Headers on every response. HSTS only where the site is served over HTTPS in production. */
export function securityHeaders(scripts: InlineScripts, env: Env): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(scripts, env),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
