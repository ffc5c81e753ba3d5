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
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" })).toMatchObject({ DATABASE_URL: undefined, SMTP_URL: undefined });
  });
});

describe("shop settings", () => {
  it("accepts a Shopify store domain, and plain http only for this machine", () => {
    expect(parseEnv({ SHOPIFY_STORE_DOMAIN: "wattle-thread.myshopify.com" }).SHOPIFY_STORE_DOMAIN).toBe("wattle-thread.myshopify.com");
    expect(parseEnv({ SHOPIFY_STORE_DOMAIN: "localhost:3310" }).SHOPIFY_STORE_DOMAIN).toBe("localhost:3310");
    expect(() => parseEnv({ SHOPIFY_STORE_DOMAIN: "http://shop.example.com" })).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });
});
