import { describe, expect, it, vi } from "vitest";
import type { ServerBuild } from "react-router";
import * as blogList from "../routes/blog._index";
import * as collectionPage from "../routes/collections.$slug";
import * as contactPage from "../routes/contact";
import * as homePage from "../routes/_index";
import * as productPage from "../routes/products.$handle";
import * as feedbackPage from "../routes/reviews.feedback";
import * as publicReviewPage from "../routes/reviews.google";
import { blogCategories } from "../lib/blog";
import { KeptPages, keptBytes, keptPageKey, pageQueryOfRoutes, pageRender, rendersBudget, type PageRender } from "./kept-pages.server";
import { preparePage } from "./shared-pages.server";

/** Room for every page these tests keep, when the byte bound is not what a test is about. */
const roomy = { maxBytes: 1024 * 1024 * 1024 };

const kept = (text: string): PageRender => ({ keep: true, page: preparePage(`<html><body>${text}</body></html>`, "TOKEN"), cacheControl: "public, max-age=0" });
const html = (status: number, headers: Record<string, string> = {}) =>
  new Response('<html><script nonce="TOKEN">x=1</script></html>', { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("the keep decision", () => {
  it("keeps a 200 page whose route says nothing about caching, or says public, with the placeholder removed", async () => {
    const plain = await pageRender(html(200), "TOKEN");
    expect(plain).toMatchObject({ keep: true, cacheControl: "public, max-age=0, must-revalidate" });
    expect(plain.page?.html.toString()).not.toContain("TOKEN");
    expect(await pageRender(html(200, { "Cache-Control": "public, max-age=60" }), "TOKEN")).toMatchObject({ keep: true, cacheControl: "public, max-age=60" });
  });

  it("sends once, as it came, a failure, a not-found, a no-store page, a cookie or something other than HTML", async () => {
    for (const response of [
      html(404),
      html(500),
      html(200, { "Cache-Control": "no-store" }),
      html(200, { "Set-Cookie": "cart=1" }),
      new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } }),
    ]) {
      const render = await pageRender(response, "TOKEN");
      expect(render.keep, `${response.status} ${[...response.headers.keys()].join(",")}`).toBe(false);
    }
  });
});

describe("kept pages", () => {
  it("renders a page once per generation, shared by requests that arrive together", async () => {
    const pages = new KeptPages(roomy);
    const render = vi.fn(async () => kept("one"));
    const [first, second] = await Promise.all([pages.serve("1:2026-11-25", "/", render), pages.serve("1:2026-11-25", "/", render)]);
    expect(first).toBe(second);
    await pages.serve("1:2026-11-25", "/", render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again when the content revision or the day moves on", async () => {
    const pages = new KeptPages(roomy);
    const render = vi.fn(async () => kept("page"));
    await pages.serve("1:2026-11-25", "/contact", render);
    await pages.serve("2:2026-11-25", "/contact", render);
    await pages.serve("2:2026-11-26", "/contact", render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("does not keep a page that was not to be kept, nor one rendered for a generation that has passed", async () => {
    const pages = new KeptPages(roomy);
    const notFound: PageRender = { keep: false, status: 404, headers: new Headers(), page: null, body: new ArrayBuffer(0) };
    await pages.serve("1:d", "/gone", async () => notFound);
    expect(pages.size).toBe(0);
    let finish: (render: PageRender) => void = () => {};
    const slow = pages.serve("1:d", "/about", () => new Promise<PageRender>((resolve) => (finish = resolve)));
    await pages.serve("2:d", "/contact", async () => kept("new"));
    finish(kept("old"));
    await slow;
    expect(pages.size).toBe(1);
  });

  it("serves a shop page past its age while it renders again, and renders it afresh once far past", async () => {
    vi.useFakeTimers();
    try {
      const pages = new KeptPages(roomy);
      let n = 0;
      const render = vi.fn(async () => kept(`v${++n}`));
      const first = await pages.serve("1:d", "/products/x", render, 1000);
      vi.advanceTimersByTime(1500);
      const stale = await pages.serve("1:d", "/products/x", render, 1000);
      expect(stale).toEqual(first);
      await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
      vi.advanceTimersByTime(20_000);
      const fresh = await pages.serve("1:d", "/products/x", render, 1000);
      expect(render).toHaveBeenCalledTimes(3);
      expect(fresh.keep && fresh.page.html.toString()).toContain("v3");
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The site's routes as a server build lists them (a root, its pages beneath), with the real route modules. */
const routes = (() => {
  const page = (id: string, path: string | undefined, module: object, index?: boolean) => ({ id, parentId: "root", path, index, module });
  return {
    root: { id: "root", path: "", module: {} },
    "routes/_index": page("routes/_index", undefined, homePage, true),
    "routes/products.$handle": page("routes/products.$handle", "products/:handle", productPage),
    "routes/collections.$slug": page("routes/collections.$slug", "collections/:slug", collectionPage),
    "routes/blog._index": page("routes/blog._index", "blog", blogList, true),
    "routes/contact": page("routes/contact", "contact", contactPage),
    "routes/reviews.feedback": page("routes/reviews.feedback", "reviews/feedback", feedbackPage),
    "routes/reviews.google": page("routes/reviews.google", "reviews/google", publicReviewPage),
  } as unknown as ServerBuild["routes"];
})();

describe("the key a page is kept under", () => {
  const pageQueryOf = pageQueryOfRoutes(routes);
  const key = (path: string, search: string) => keptPageKey(path, new URLSearchParams(search), pageQueryOf);
  const noise = () => `x=1&utm_source=a&gclid=g&cb=${Math.random()}&${Math.random().toString(36).slice(2)}=${Math.random()}`;

  it("keeps a product's variant, and nothing else", () => {
    expect(key("/products/heat-defense-spray", "")).toBe("/products/heat-defense-spray");
    expect(key("/products/heat-defense-spray", noise())).toBe("/products/heat-defense-spray");
    expect(key("/products/heat-defense-spray", `z=9&variant=42&${noise()}`)).toBe("/products/heat-defense-spray?variant=42");
    expect(key("/products/heat-defense-spray", "variant=<script>")).toBe("/products/heat-defense-spray");
    expect(key("/products/heat-defense-spray", `variant=${"1".repeat(65)}`)).toBe("/products/heat-defense-spray");
  });

  it("keeps a collection's price filter and sort, in one order, and drops values the filters do not know", () => {
    expect(key("/collections/hair-care", `sort=price-asc&junk=1&price=under-80&${noise()}`)).toBe("/collections/hair-care?price=under-80&sort=price-asc");
    expect(key("/collections/hair-care", "price=under-80&sort=price-asc")).toBe(key("/collections/hair-care", "sort=price-asc&price=under-80"));
    expect(key("/collections/hair-care", `price=${Math.random()}&sort=${Math.random()}`)).toBe("/collections/hair-care");
    expect(key("/collections/hair-care", "price=all&sort=best-sellers")).toBe("/collections/hair-care");
    expect(key("/collections/hair-care", "variant=1")).toBe("/collections/hair-care");
  });

  it("keeps the blog's category in the spelling the list reads, and a review page's whole stars", () => {
    const category = blogCategories.find((name) => name.includes(" ")) ?? blogCategories[0];
    expect(key("/blog", `category=${category}`)).toBe(`/blog?${new URLSearchParams({ category })}`);
    expect(key("/blog", `category=${category.toLowerCase().replaceAll(" ", "-")}&${noise()}`)).toBe(key("/blog", `category=${category}`));
    expect(key("/blog", `category=${Math.random()}`)).toBe("/blog");
    expect(key("/reviews/feedback", `rating=2&${noise()}`)).toBe("/reviews/feedback?rating=2");
    expect(key("/reviews/google", "rating=4.0")).toBe("/reviews/google?rating=4");
    for (const rating of ["0", "6", "2.5", "x", ""]) expect(key("/reviews/google", `rating=${rating}`)).toBe("/reviews/google");
  });

  it("drops every parameter of a page whose route reads none", () => {
    expect(key("/", noise())).toBe("/");
    expect(key("/contact", `service=colour&${noise()}`)).toBe("/contact");
    expect(key("/products/heat-defense-spray/more", "variant=42")).toBe("/products/heat-defense-spray/more");
  });
});

describe("what kept pages cost", () => {
  it("holds kept pages within a byte bound, dropping the least recently served first, and counts entries, bytes and renders", async () => {
    const one = kept("a".repeat(2000));
    const size = keptBytes(one.page!);
    const pages = new KeptPages({ maxBytes: size * 3 });
    for (const key of ["/1", "/2", "/3"]) await pages.serve("g", key, async () => kept("a".repeat(2000)));
    // /1 served again: /2 is now the least recently served, and goes first.
    await pages.serve("g", "/1", async () => kept("a".repeat(2000)));
    for (const key of ["/4", "/5"]) await pages.serve("g", key, async () => kept("a".repeat(2000)));
    expect(pages.counts).toEqual({ entries: 3, bytes: size * 3, maxBytes: size * 3, renders: 5 });
    expect(["/1", "/2", "/3", "/4", "/5"].filter((key) => pages.holds("g", key))).toEqual(["/1", "/4", "/5"]);
    const render = vi.fn(async () => kept("a".repeat(2000)));
    await pages.serve("g", "/5", render);
    expect(render).not.toHaveBeenCalled();
    await pages.serve("g", "/2", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(pages.counts.bytes).toBeLessThanOrEqual(size * 3);
    await pages.serve("h", "/1", render);
    expect(pages.counts).toMatchObject({ entries: 1, bytes: size });
  });

  it("keeps nothing of a page larger than the whole bound, and drops nothing for it", async () => {
    const small = kept("a".repeat(100));
    const pages = new KeptPages({ maxBytes: keptBytes(small.page!) * 2 });
    await pages.serve("g", "/small", async () => small);
    const large = await pages.serve("g", "/large", async () => kept(Math.random().toString(36).repeat(2000)));
    expect(large.keep).toBe(true);
    expect([pages.holds("g", "/small"), pages.holds("g", "/large")]).toEqual([true, false]);
  });

  it("bounds entries as well as bytes", async () => {
    const pages = new KeptPages({ ...roomy, maxPages: 2 });
    for (const key of ["/1", "/2", "/3"]) await pages.serve("g", key, async () => kept(key));
    expect(pages.counts.entries).toBe(2);
  });
});

describe("the renders one client may set off", () => {
  it("allows a client its budget a minute, each client its own, and again once the minute has passed", async () => {
    const budget = rendersBudget(3);
    const start = Date.UTC(2026, 10, 28, 9, 0, 0);
    const tries = async (client: string, n: number, at: number) => {
      const verdicts = [];
      for (let i = 0; i < n; i++) verdicts.push(await budget.allows(client, at));
      return verdicts;
    };
    expect(await tries("203.0.113.1", 5, start)).toEqual([true, true, true, false, false]);
    expect(await tries("203.0.113.2", 1, start)).toEqual([true]);
    // Refused tries count too, so a client that keeps trying waits a full window more.
    expect(await tries("203.0.113.1", 1, start + 60_000)).toEqual([false]);
    expect(await tries("203.0.113.1", 1, start + 180_000)).toEqual([true]);
  });
});
