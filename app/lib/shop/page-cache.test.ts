import { describe, expect, it } from "vitest";
import { shopPageCaching, shopPageHeaders, shopPageShouldRevalidate } from "./page-cache";

describe("shop page caching", () => {
  it("passes on the loader's caching, and caches nothing when the loader set none", () => {
    expect(shopPageHeaders({ loaderHeaders: new Headers(shopPageCaching) })).toEqual({
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    expect(shopPageHeaders({ loaderHeaders: new Headers({ "Cache-Control": "no-store" }) })).toEqual({ "Cache-Control": "no-store" });
    expect(shopPageHeaders({ loaderHeaders: new Headers() })).toEqual({ "Cache-Control": "no-store" });
  });
});

describe("when a shop page loads its data again", () => {
  const page = new URL("https://salon.test/collections/christmas-gift-packs");
  const args = (next: string, formAction?: string) => ({
    currentUrl: page,
    nextUrl: new URL(next, page),
    formAction,
    defaultShouldRevalidate: true,
  });

  it("not after Add to Bag", () => {
    expect(shopPageShouldRevalidate(args(page.href, "/bag"))).toBe(false);
  });

  it("not when filter or sort change the query of the same page", () => {
    expect(shopPageShouldRevalidate(args("/collections/christmas-gift-packs?sort=price-asc"))).toBe(false);
  });

  it("as usual when going to another page or after another form", () => {
    expect(shopPageShouldRevalidate(args("/collections/hair-care"))).toBe(true);
    expect(shopPageShouldRevalidate(args(page.href, "/contact"))).toBe(true);
    expect(shopPageShouldRevalidate({ ...args("/collections/hair-care"), defaultShouldRevalidate: false })).toBe(false);
  });
});
