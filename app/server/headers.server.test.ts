import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { assetSecurityHeaders, contentSecurityPolicy, formActionAllows, securityHeaders } from "./headers.server";

describe("security headers", () => {
  it("allows scripts only from self and the response nonce, never unsafe-inline", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" }, parseEnv({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a kept page's inline scripts by their hashes instead", () => {
    const csp = contentSecurityPolicy({ sha256: ["aGFzaDE=", "aGFzaDI="] }, parseEnv({}));
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self' 'sha256-aGFzaDE=' 'sha256-aGFzaDI='");
  });

  it("allows a third party only once it is configured", () => {
    const bare = contentSecurityPolicy({ nonce: "n" }, parseEnv({}));
    expect(bare).not.toContain("googletagmanager");
    const withGa = contentSecurityPolicy({ nonce: "n" }, parseEnv({ GA4_ID: "G-TEST", CHAT_WIDGET_SRC: "https://chat.example.com/widget.js" }));
    expect(withGa).toContain("https://www.googletagmanager.com");
    expect(withGa).toContain("https://chat.example.com");
  });

  it("lets npm run dev's page reach Vite's websocket on the site's port, and only in development", () => {
    const connectSrc = (vars: Record<string, string>) => contentSecurityPolicy({ nonce: "n" }, parseEnv(vars)).split("; ").find((d) => d.startsWith("connect-src"));
    expect(connectSrc({ NODE_ENV: "development", PORT: "4321" })).toBe("connect-src 'self' ws://localhost:4321 ws://127.0.0.1:4321");
    expect(connectSrc({ NODE_ENV: "development", PORT: "4321", SITE_URL: "http://salon.test:8080" })).toContain("ws://salon.test:8080");
    expect(connectSrc({ NODE_ENV: "development", PORT: "443", SITE_URL: "https://dev.salon.example" })).toContain("wss://dev.salon.example");
    expect(connectSrc({ NODE_ENV: "production", PORT: "4321" })).toBe("connect-src 'self'");
  });

  it("sends HSTS only for HTTPS production sites", () => {
    expect(securityHeaders({ nonce: "n" }, parseEnv({ NODE_ENV: "production" }))["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n" }, parseEnv({ NODE_ENV: "production", SITE_URL: "https://salon.example" }))["Strict-Transport-Security"]).toContain(
      "max-age=",
    );
  });

  it("lets forms go to the Shopify store, and to its own checkout domain once SHOPIFY_CHECKOUT_DOMAIN names it", () => {
    const formAction = (vars: Record<string, string>) => contentSecurityPolicy({ nonce: "n" }, parseEnv(vars)).split("; ").find((d) => d.startsWith("form-action"));
    expect(formAction({})).toBe("form-action 'self'");
    const store = { SHOPIFY_STORE_DOMAIN: "wattle-thread.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "t" };
    expect(formAction(store)).toBe("form-action 'self' https://wattle-thread.myshopify.com https://*.myshopify.com");
    expect(formAction({ ...store, SHOPIFY_CHECKOUT_DOMAIN: "shop.wattleandthread.com.au" })).toBe(
      "form-action 'self' https://wattle-thread.myshopify.com https://*.myshopify.com https://shop.wattleandthread.com.au",
    );
    expect(formActionAllows(parseEnv(store), "https://wattle-thread.myshopify.com/cart/c/abc")).toBe(true);
    expect(formActionAllows(parseEnv(store), "https://shop.wattleandthread.com.au/cart/c/abc")).toBe(false);
    expect(formActionAllows(parseEnv({ ...store, SHOPIFY_CHECKOUT_DOMAIN: "shop.wattleandthread.com.au" }), "https://shop.wattleandthread.com.au/cart/c/abc")).toBe(true);
  });
});

describe("assetSecurityHeaders", () => {
  it("keeps only what a subresource obeys: no sniffing, and HTTPS only when the site is on HTTPS", () => {
    expect(assetSecurityHeaders(parseEnv({ NODE_ENV: "production" }))).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(assetSecurityHeaders(parseEnv({ NODE_ENV: "production", SITE_URL: "https://salon.example" }))).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": securityHeaders({ nonce: "n" }, parseEnv({ NODE_ENV: "production", SITE_URL: "https://salon.example" }))["Strict-Transport-Security"],
    });
  });
});
