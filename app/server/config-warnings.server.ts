/**
 * Settings that are valid but quietly wrong for a live site: each is one plain line on
 * the console, printed once, so an operator sees it in the service log without the
 * server refusing to start (a first deploy behind no proxy and with no mail is legitimate).
 */
import type { Env } from "./env.server.ts";

/** Warnings known from the configuration alone, for the start of the server. */
export function configurationWarnings(config: Env): string[] {
  // Said in every mode: which address a first run assumes.
  const assumed = config.siteUrlAssumed
    ? [
        `SITE_URL is not set: links in pages and e-mails use ${config.SITE_URL}, and forms are accepted from the address each page was served at. Set SITE_URL to the site's public address (e.g. https://www.example.com.au) for a live site.`,
      ]
    : [];
  if (config.NODE_ENV !== "production") return assumed;
  const warnings = assumed.map((line) => `Warning: ${line}`);
  const host = new URL(config.SITE_URL).hostname;
  if (!config.siteUrlAssumed && (host === "localhost" || host === "127.0.0.1" || host === "[::1]")) {
    warnings.push(
      `Warning: SITE_URL is ${config.SITE_URL}, so every e-mail link, canonical URL and sitemap entry points there: set SITE_URL to the site's public address (e.g. https://www.example.com.au).`,
    );
  }
  if (!config.SMTP_URL) {
    warnings.push("Warning: SMTP_URL is not set, so no e-mail leaves the server (each one is kept in the mailbox in /admin): set SMTP_URL to send them.");
  }
  return warnings;
}

/**
 * Watches requests for a proxy the server was not told about (TRUST_PROXY=0 while requests carry
 * X-Forwarded-For): then every visitor has the proxy's address and all share one rate-limit bucket.
 * Calls `warn` at the first such request only.
 */
export function untrustedProxyWatcher(config: Env, warn: (message: string) => void): (headers: Record<string, unknown>) => void {
  let warned = config.TRUST_PROXY > 0;
  return (headers) => {
    if (warned || headers["x-forwarded-for"] === undefined) return;
    warned = true;
    warn(
      "Warning: requests arrive through a proxy (they carry X-Forwarded-For) but TRUST_PROXY is 0, so every visitor gets the proxy's address and all share one rate limit: set TRUST_PROXY to the number of proxies in front of the server.",
    );
  };
}
