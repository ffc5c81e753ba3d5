import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl, assumedSiteUrl, ownPath, siteUrl } from "./site-url";

describe("the site's address, read at run time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("on the server is SITE_URL as it is now, without a trailing slash", () => {
    vi.stubEnv("SITE_URL", "https://staging.example.com.au/");
    expect(siteUrl()).toBe("https://staging.example.com.au");
    expect(absoluteUrl("/about")).toBe("https://staging.example.com.au/about");
    vi.stubEnv("SITE_URL", "https://www.example.com.au");
    expect(absoluteUrl("/sitemap.xml")).toBe("https://www.example.com.au/sitemap.xml");
    expect(ownPath("https://www.example.com.au/photos/a.webp")).toBe("/photos/a.webp");
    expect(ownPath("https://cdn.shopify.com/a.webp")).toBe("https://cdn.shopify.com/a.webp");
  });

  it("with SITE_URL unset, is this machine at the server's port", () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("PORT", "3456");
    expect(siteUrl()).toBe("http://localhost:3456");
    expect(assumedSiteUrl(undefined)).toBe("http://localhost:3000");
  });

  it("in the browser is the address the server wrote into the page", () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubGlobal("document", { documentElement: { dataset: { siteUrl: "https://www.example.com.au" } } });
    expect(absoluteUrl("/contact")).toBe("https://www.example.com.au/contact");
  });
});
