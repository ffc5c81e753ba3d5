import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { expect, expectAccessible, test } from "./support/fixtures";

/** Posts per category in app/content/blog (checked against the files by the content tests). */
const categories = ["Products", "Wellness", "Hair Care", "Treatments", "Seasonal", "Education"];
/**
 * How many articles the filter bar says "All Posts" or a category holds: the counts below are the page's own,
 * so they follow the posts the owner writes.
 */
async function articlesIn(page: Page, label: string): Promise<number> {
  const link = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: new RegExp(`^${label}`) });
  const count = Number(/\((\d+) articles\)/.exec((await link.textContent()) ?? "")?.[1]);
  expect(count, `the count on ${label}`).toBeGreaterThan(0);
  return count;
}

const newestThree = ["What happens at a hair consultation", "The Christmas gift guide for hair lovers", "Formal season hair planning"];

test.describe("blog list", () => {
  test("shows the hero, the filter bar and 1 featured, 2 large and a grid of the rest, newest first", async ({ page, visit }) => {
    await visit("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Hair advice from the salon chair" })).toBeVisible();
    const filter = page.getByRole("navigation", { name: "Blog categories" });
    await expect(filter.getByRole("link")).toHaveCount(1 + categories.length);
    await expect(filter.getByRole("link", { name: /^All Posts/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-layout=featured] [data-post-card=featured]")).toHaveCount(1);
    await expect(page.locator("[data-layout=large] [data-post-card=large]")).toHaveCount(2);
    await expect(page.locator("[data-layout=regular] [data-post-card=regular]")).toHaveCount((await articlesIn(page, "All Posts")) - 3);
    const titles = await page.locator("[data-post-card] h3").allTextContents();
    for (const [index, title] of newestThree.entries()) expect(titles[index]).toContain(title);
    await expect(page.getByRole("heading", { name: `Book with ${salon.founder.firstName}` })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("the filter bar stays at the top while scrolling", async ({ page, visit }) => {
    await visit("/blog", { axe: false });
    await page.mouse.wheel(0, 2500);
    const bar = page.getByRole("navigation", { name: "Blog categories" });
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await bar.boundingBox())?.y ?? 999).toBeLessThan(120);
  });

  test("choosing a category filters and re-lays out the posts, in place, with the filter in the URL", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit("/blog");
    const filter = page.getByRole("navigation", { name: "Blog categories" });
    const [all, treatments, hairCare] = [await articlesIn(page, "All Posts"), await articlesIn(page, "Treatments"), await articlesIn(page, "Hair Care")];
    await filter.getByRole("link", { name: /^Treatments/ }).click();
    await expect(page).toHaveURL("/blog?category=Treatments");
    await expect(page.getByRole("heading", { level: 2, name: "Treatments" })).toBeVisible();
    await expect(filter.getByRole("link", { name: /^Treatments/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-post-card=featured]")).toHaveCount(1);
    await expect(page.locator("[data-post-card=large]")).toHaveCount(2);
    await expect(page.locator("[data-post-card=regular]")).toHaveCount(treatments - 3);
    for (const text of await page.locator("[data-post-card]").allTextContents()) expect(text).toContain("Treatments");
    await expect(page.getByText(`${treatments} articles in Treatments`)).toBeVisible();
    await expectAccessible(page);

    await filter.getByRole("link", { name: /^Hair Care/ }).click();
    await expect(page).toHaveURL("/blog?category=Hair+Care");
    await expect(page.locator("[data-post-card]")).toHaveCount(hairCare);

    await filter.getByRole("link", { name: /^All Posts/ }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("[data-post-card]")).toHaveCount(all);
  });

  test("a filtered URL opened directly is rendered filtered, and an unknown category shows everything", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit("/blog?category=wellness");
    await expect(page.locator("[data-post-card]")).toHaveCount(await articlesIn(page, "Wellness"));
    await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Wellness/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await visit("/blog?category=nonsense");
    await expect(page.locator("[data-post-card]")).toHaveCount(await articlesIn(page, "All Posts"));
  });

  test("a card opens its article", async ({ page, visit }) => {
    await visit("/blog?category=Seasonal");
    await page.locator("[data-post-card=featured]").getByRole("link").click();
    await expect(page).toHaveURL("/blog/christmas-gift-guide-hair-lovers");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Christmas gift guide");
  });

  test("the home page shows the three newest articles", async ({ page, visit }) => {
    await visit("/");
    const teasers = page.getByRole("region", { name: "Advice from the salon chair" });
    await expect(teasers.locator("[data-post-card]")).toHaveCount(newestThree.length);
    const titles = await teasers.locator("h3").allTextContents();
    for (const [index, title] of newestThree.entries()) expect(titles[index]).toContain(title);
    await teasers.getByRole("link", { name: "Read the blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("the RSS feed lists every article, and the sitemap every article page", async ({ page, request }) => {
    await page.goto("/blog");
    const all = await articlesIn(page, "All Posts");
    const feed = await request.get("/blog/rss.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(all);
    expect(xml).toContain("/blog/hair-type-quiz</link>");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap.match(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc>/g)).toHaveLength(all);
    expect(sitemap).toMatch(/<loc>[^<]*\/blog<\/loc>/);
  });
});

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the category links filter the list on the server", async ({ page }) => {
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Blog categories" })
      .getByRole("link", { name: /^Education/ })
      .click();
    await expect(page).toHaveURL("/blog?category=Education");
    await expect(page.locator("[data-post-card]")).toHaveCount(await articlesIn(page, "Education"));
    for (const text of await page.locator("[data-post-card]").allTextContents()) expect(text).toContain("Education");
  });
});

test.describe("blog list on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("has no horizontal overflow and the filter bar scrolls on its own", async ({ page, visit }) => {
    await visit("/blog");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const list = page.getByRole("navigation", { name: "Blog categories" }).locator("ul");
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
