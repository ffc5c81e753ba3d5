import { describe, expect, it } from "vitest";
import { nativeCartPath, platformOrigin, platformPageUrl, storefrontEndpoint } from "./platform";

describe("shop platform addresses", () => {
  it("uses https for real store domains, however they are written", () => {
    expect(platformOrigin("wattle-thread.myshopify.com")).toBe("https://wattle-thread.myshopify.com");
    expect(platformOrigin("https://Wattle-Thread.myshopify.com/")).toBe("https://wattle-thread.myshopify.com");
  });

  it("allows plain http only for this machine", () => {
    expect(platformOrigin("localhost:3310")).toBe("http://localhost:3310");
    expect(platformOrigin("http://127.0.0.1:4000")).toBe("http://127.0.0.1:4000");
    expect(platformOrigin("http://shop.example.com")).toBeNull();
    expect(platformOrigin("shop.example.com/path")).toBeNull();
  });

  it("builds the Storefront API endpoint and platform pages", () => {
    expect(storefrontEndpoint("https://s.myshopify.com", "2024-07")).toBe("https://s.myshopify.com/api/2024-07/graphql.json");
    expect(platformPageUrl("https://s.myshopify.com", "/products/silk-pillowcase")).toBe(
      "https://s.myshopify.com/products/silk-pillowcase",
    );
    expect(platformPageUrl(null, "/products/silk-pillowcase")).toBe("/products/silk-pillowcase");
  });

  it("makes the native cart link from a variant id with quantity 1", () => {
    expect(nativeCartPath("gid://shopify/ProductVariant/44021")).toBe("/cart/44021:1");
  });
});
