import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("has a default for everything so the site starts with nothing configured", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.STOREFRONT_API_VERSION).toBe("2026-04");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "not a url" })).toThrow(/LEAD_WEBHOOK_URL/);
    expect(() => parseEnv({ SMTP_URL: "smtp://u:p@relay.internal?tls=optional" })).toThrow(/SMTP_URL: a user name needs TLS/);
  });

  it("treats empty strings as unset: each setting takes its default", () => {
    const parsed = parseEnv({ DATABASE_URL: "", SMTP_URL: "", RATE_LIMIT_PER_MINUTE: "", STOREFRONT_CACHE_SECONDS: "", STOREFRONT_API_VERSION: "" });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.SMTP_URL).toBeUndefined();
    expect(parsed).toMatchObject({ RATE_LIMIT_PER_MINUTE: 60, STOREFRONT_CACHE_SECONDS: 30, STOREFRONT_API_VERSION: parseEnv({}).STOREFRONT_API_VERSION });
  });
});

describe("shop settings", () => {
  it("accepts a Shopify store domain, and plain http only for this machine", () => {
    expect(parseEnv({ SHOPIFY_STORE_DOMAIN: "wattle-thread.myshopify.com" }).SHOPIFY_STORE_DOMAIN).toBe("wattle-thread.myshopify.com");
    expect(parseEnv({ SHOPIFY_STORE_DOMAIN: "localhost:3310" }).SHOPIFY_STORE_DOMAIN).toBe("localhost:3310");
    expect(() => parseEnv({ SHOPIFY_STORE_DOMAIN: "http://shop.example.com" })).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });
});

describe("owner password", () => {
  it("refuses a short ADMIN_PASSWORD at start, naming the variable", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "hunter2" })).toThrow(/ADMIN_PASSWORD: .*at least 12 characters/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "salon2234!" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("refuses the placeholder the README shows, and passwords made of one repeated character", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "change-me-to-a-long-password" })).toThrow(/ADMIN_PASSWORD: .*example/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "aaaaaaaaaaaaaaaa" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("accepts a long password, and leaves it unset so one is generated", () => {
    expect(parseEnv({ ADMIN_PASSWORD: "e2e-admin-password" }).ADMIN_PASSWORD).toBe("e2e-admin-password");
    expect(parseEnv({ ADMIN_PASSWORD: "" }).ADMIN_PASSWORD).toBeUndefined();
    expect(parseEnv({}).ADMIN_PASSWORD).toBeUndefined();
  });
});
