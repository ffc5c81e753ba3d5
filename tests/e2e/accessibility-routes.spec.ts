/**
 * Every route is axe-clean at 1280 px and at 390 px: every URL in /sitemap.xml, the pages kept for everyone but left
 * out of it, and the pages no sitemap lists (the bag, the checkout, the order confirmation, the newsletter links, the
 * review funnel, the owner's pages, the not-found page). One visit per page: axe runs at the desktop width, then
 * again after the window is narrowed to a phone's, in one browser context per group.
 */
import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations as violations, expect, hydrated, test } from "./support/fixtures";
import { ownerCookie } from "./support/shop";
import { areas } from "../../app/content/areas.ts";
import { suburbs } from "../../app/content/suburbs.ts";

const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type Route = { path: string; status?: number };

/**
 * Visit each route once and check it with axe at both widths; report every failing page together. As served: the
 * page's scripts are kept from loading, and it is checked as the server sent it; otherwise once it has hydrated.
 */
async function sweep(page: Page, routes: Route[], { asServed = false } = {}) {
  if (asServed) await page.route(/\/assets\/[^?#]+\.js(\?|#|$)/, (route) => route.abort());
  const failures: string[] = [];
  for (const { path, status = 200 } of routes) {
    await page.setViewportSize(widths[0]!);
    const response = await page.goto(path);
    if (response?.status() !== status) {
      failures.push(`${path}: status ${response?.status()} instead of ${status}`);
      continue;
    }
    if (!asServed) await hydrated(page);
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const violation of await violations(page)) failures.push(`${path} at ${size.width} px: ${violation}`);
    }
  }
  expect(failures, "axe violations").toEqual([]);
}

/** The sitemap's paths, by area. */
async function sitemapPaths(page: Page) {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
  expect(paths.length).toBeGreaterThan(100);
  const area = (path: string) =>
    /^\/blog(\/|$)/.test(path) ? "blog" : /^\/(near|areas)(\/|$)/.test(path) ? "local" : /^\/(collections|products)(\/|$)/.test(path) ? "shop" : "site";
  return (name: string) => paths.filter((path) => area(path) === name).map((path) => ({ path }));
}

test.describe.configure({ timeout: 300_000 });

test.describe("every page in sitemap.xml, as the server sends it, is axe-clean at 1280 px and 390 px", () => {
  // The site's scripts are not loaded: the HTML every visitor reads first. Each kind of page is also checked once it has
  // hydrated, at 390 px with touch in tap-targets.spec.ts and at 1280 px wherever a spec visits it.
  test("the site's own pages in sitemap.xml, and the kept pages left out of it", async ({ page }) => {
    const inArea = await sitemapPaths(page);
    const site = inArea("site");
    expect(site.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/services", "/booking", "/about", "/contact"]));
    await sweep(page, [...site, { path: "/sitemap" }, { path: "/reviews" }, { path: "/reviews/feedback" }, { path: "/reviews/google" }], { asServed: true });
  });

  test("the local pages in sitemap.xml", async ({ page }) => {
    const local = (await sitemapPaths(page))("local");
    // The areas index, each area and each suburb.
    expect(local).toHaveLength(1 + areas.length + suburbs.length);
    await sweep(page, local, { asServed: true });
  });

  test("the blog pages in sitemap.xml", async ({ page }) => {
    const blog = (await sitemapPaths(page))("blog");
    // The list and every post written as a file (the owner's own posts come later in the run).
    const posts = readdirSync("app/content/blog").map((file) => `/blog/${file.replace(/\.md$/, "")}`);
    expect(blog.map((route) => route.path)).toEqual(expect.arrayContaining(["/blog", ...posts]));
    await sweep(page, blog, { asServed: true });
  });

  test("the shop pages in sitemap.xml", async ({ page }) => {
    const shop = (await sitemapPaths(page))("shop");
    expect(shop.length).toBeGreaterThan(40);
    await sweep(page, shop, { asServed: true });
  });

});

test.describe("every page no sitemap lists is axe-clean at 1280 px and 390 px", () => {
  test("the pages no sitemap lists: bag, checkout, order confirmation, newsletter links, owner pages, not found", async ({ page, baseURL }) => {
    // The check itself finds a fault when there is one.
    await page.goto("/bag");
    await hydrated(page);
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", '<img src="/favicon.svg" width="10" height="10">'));
    expect((await violations(page)).join("\n")).toContain("image-alt");

    // An empty bag first, then one with a line in it, and its checkout.
    await sweep(page, [{ path: "/bag" }]);
    const added = await page.request.post("/bag", { form: { intent: "add", handle: "silk-pillowcase", source: "product", "option.Colour": "Ivory" }, maxRedirects: 0 });
    expect(added.status()).toBe(303);
    const checkout = await page.request.post("/bag", { form: { intent: "checkout" }, maxRedirects: 0 });
    expect(checkout.status()).toBe(303);
    const checkoutPath = new URL(checkout.headers()["location"] ?? "", "http://localhost").pathname;
    expect(checkoutPath).toMatch(/^\/checkout\/[A-Za-z0-9_-]+$/);

    await sweep(page, [{ path: "/bag?added=1" }, { path: checkoutPath }]);
    // The order placed: its confirmation (with the link's token), and the page a link without one gets.
    const placed = await page.request.post(checkoutPath, { form: { name: "Ada Sweep", email: "ada.sweep@example.com", phone: "0412 345 678" }, maxRedirects: 0 });
    expect(placed.status()).toBe(303);
    const confirmationPath = placed.headers()["location"] ?? "";
    expect(confirmationPath).toMatch(/^\/order-confirmation\?order_id=WT-\d+&.*&token=[A-Za-z0-9_-]{43}$/);
    await sweep(page, [
      { path: "/checkout/no-such-checkout", status: 404 },
      { path: confirmationPath },
      { path: "/order-confirmation" },
      { path: "/confirm?email=someone%40example.com&token=a-token" },
      { path: "/confirm" },
      { path: "/unsubscribe?email=someone%40example.com&token=not-the-token" },
      { path: "/subscribe" },
      { path: "/newsletter" },
      { path: "/admin/login" },
      { path: "/no-such-page", status: 404 },
      { path: "/404", status: 404 },
    ]);

    // The owner's pages, signed in: every section of the inbox.
    await page.context().addCookies([await ownerCookie(baseURL!)]);
    await sweep(page, [{ path: "/admin" }]);
    const sections = await page.locator("a[href^='/admin/inbox?s=']").evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
    expect(sections.length).toBeGreaterThan(3);
    await sweep(page, sections.map((path) => ({ path })));
  });
});
