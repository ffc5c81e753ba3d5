import { describe, expect, it, vi } from "vitest";
import { KeptPages, keptBytes, pageRender, shopPageKey, type PageRender } from "./kept-pages.server";
import { preparePage } from "./shared-pages.server";

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
    const pages = new KeptPages();
    const render = vi.fn(async () => kept("one"));
    const [first, second] = await Promise.all([pages.serve("1:2026-11-25", "/", render), pages.serve("1:2026-11-25", "/", render)]);
    expect(first).toBe(second);
    await pages.serve("1:2026-11-25", "/", render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again when the content revision or the day moves on", async () => {
    const pages = new KeptPages();
    const render = vi.fn(async () => kept("page"));
    await pages.serve("1:2026-11-25", "/contact", render);
    await pages.serve("2:2026-11-25", "/contact", render);
    await pages.serve("2:2026-11-26", "/contact", render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("does not keep a page that was not to be kept, nor one rendered for a generation that has passed", async () => {
    const pages = new KeptPages();
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
      const pages = new KeptPages();
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

describe("what kept shop pages cost", () => {
  it("keys a shop page by its path and the parameters it reads, nothing else", () => {
    const key = (path: string, search: string) => shopPageKey(path, new URLSearchParams(search));
    expect(key("/products/heat-defense-spray", "")).toBe("/products/heat-defense-spray");
    expect(key("/products/heat-defense-spray", "x=1&utm_source=a&cb=" + Math.random())).toBe("/products/heat-defense-spray");
    expect(key("/products/heat-defense-spray", "z=9&variant=42")).toBe("/products/heat-defense-spray?variant=42");
    expect(key("/collections/hair-care", "sort=price-asc&junk=1&price=under-30")).toBe("/collections/hair-care?price=under-30&sort=price-asc");
    expect(key("/collections/hair-care", "price=under-30&sort=price-asc")).toBe(key("/collections/hair-care", "sort=price-asc&price=under-30"));
    expect(key("/collections", "variant=1")).toBe("/collections");
  });

  it("holds kept pages within a byte budget, dropping the oldest first, and counts entries, bytes and renders", async () => {
    const one = kept("a".repeat(2000));
    const size = keptBytes(one.page!);
    const pages = new KeptPages(500, size * 3);
    for (const key of ["/1", "/2", "/3", "/4", "/5"]) await pages.serve("g", key, async () => kept("a".repeat(2000)));
    expect(pages.counts).toEqual({ entries: 3, bytes: size * 3, renders: 5 });
    const render = vi.fn(async () => kept("a".repeat(2000)));
    await pages.serve("g", "/5", render);
    expect(render).not.toHaveBeenCalled();
    await pages.serve("g", "/1", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(pages.counts.bytes).toBeLessThanOrEqual(size * 3);
    await pages.serve("h", "/1", render);
    expect(pages.counts).toMatchObject({ entries: 1, bytes: size });
  });
});
