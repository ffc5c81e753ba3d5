import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { contentSecurityPolicy, securityHeaders } from "./headers.server";

describe("security headers", () => {
  it("allows scripts only from self and the response nonce, never unsafe-inline", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" }, parseEnv({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a prerendered page's inline scripts by their hashes instead", () => {
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

  it("sends HSTS only for HTTPS production sites", () => {
    expect(securityHeaders({ nonce: "n" }, parseEnv({ NODE_ENV: "production" }))["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n" }, parseEnv({ NODE_ENV: "production", SITE_URL: "https://salon.example" }))["Strict-Transport-Security"]).toContain(
      "max-age=",
    );
  });
});
