import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { contentSecurityPolicy, securityHeaders } from "./headers.server";

describe("security headers", () => {
  it("allows scripts only from self and the response nonce, never unsafe-inline", () => {
    const csp = contentSecurityPolicy("abc123", parseEnv({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a third party only once it is configured", () => {
    const bare = contentSecurityPolicy("n", parseEnv({}));
    expect(bare).not.toContain("googletagmanager");
    const withGa = contentSecurityPolicy("n", parseEnv({ GA4_ID: "G-TEST", CHAT_WIDGET_SRC: "https://chat.example.com/widget.js" }));
    expect(withGa).toContain("https://www.googletagmanager.com");
    expect(withGa).toContain("https://chat.example.com");
  });

  it("sends HSTS only for HTTPS production sites", () => {
    expect(securityHeaders("n", parseEnv({ NODE_ENV: "production" }))["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", parseEnv({ NODE_ENV: "production", SITE_URL: "https://salon.example" }))["Strict-Transport-Security"]).toContain(
      "max-age=",
    );
  });
});
