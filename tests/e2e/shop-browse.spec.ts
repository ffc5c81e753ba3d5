/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD is read as plain JSON */
import type { Page } from "@playwright/test";
import { catalogueCollections, catalogueProducts } from "../../app/content/catalogue";
import { howToChoose } from "../../app/content/shop-guide";
import { shortDescription } from "../../app/lib/shop/description";
import { beacons, expect, expectAccessible, holdRequests, hydrated, recordBeacons, test } from "./support/fixtures";

const giftPacks = catalogueProducts.filter((p) => p.collections.includes("christmas-gift-packs")).sort((a, b) => a.bestSellerRank - b.bestSellerRank);
const priceOf = (title: string) => catalogueProducts.find((p) => p.title === title)?.variants[0]?.price ?? NaN;

async function cardTitles(page: Page) {
  return page.getByTestId("product-card").getByRole("heading").allTextContents();
}

/** The page's JSON-LD blocks of one @type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
  return blocks.filter((block) => block["@type"] === type);
}

/** Option pills are labelled radios: click the visible label. */
const option = (page: Page, value: string) => page.locator("label").filter({ hasText: new RegExp(`^${value}`) });

test.describe.configure({ timeout: 120_000 });

test.describe("browsing the shop", () => {
  test("the collections list is ordered by keyword priority, pictured by keyword, and offers chat, call and book", async ({ page, visit }) => {
    await visit("/collections");
    await expect(page.getByRole("heading", { level: 1, name: "Shop our collections" })).toBeVisible();
    const links = page.getByRole("list", { name: "Collections" }).getByRole("link");
    await expect(links).toHaveCount(catalogueCollections.length);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs.slice(0, 4)).toEqual(["/collections/christmas-gift-packs", "/collections/hair-care", "/collections/treatments", "/collections/styling"]);
    expect(hrefs.slice(4)).toEqual([
      "/collections/frizz-control",
      "/collections/heat-protection",
      "/collections/blonde-care",
      "/collections/volume-fine-hair",
      "/collections/curly-hair",
    ]);
    await expect(links.first().locator("img")).toHaveAttribute("src", "/images/collections/christmas-gift-packs.svg");
    await expect(page.getByRole("link", { name: /Chat now/ }).last()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Book now/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Call us/ })).toBeVisible();
  });

  test("a collection shows breadcrumb, heading, a 3-column grid, prices and the Out of Stock badge", async ({ page, visit }) => {
    await visit("/collections/christmas-gift-packs");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Collections" })).toHaveAttribute("href", "/collections");
    await expect(crumbs.getByText("Christmas Gift Packs")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Christmas Gift Packs" })).toBeVisible();
    expect(await cardTitles(page)).toEqual(giftPacks.map((p) => p.title));
    const columns = await page.getByRole("list", { name: "Christmas Gift Packs products" }).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);

    const smooth = page.getByTestId("product-card").filter({ hasText: "Smooth & Shine Gift Pack" });
    await expect(smooth.getByText("$79.00")).toBeVisible();
    await expect(smooth.getByTestId("compare-at-price")).toHaveText(/\$95\.00/);
    // The whole card opens the product: its title is the one link.
    await expect(smooth.getByRole("link")).toHaveCount(1);
    await expect(smooth.getByRole("link", { name: "Smooth & Shine Gift Pack" })).toHaveAttribute("href", "/products/smooth-and-shine-gift-pack");
    // One compact Add button (its accessible name says what and to what).
    const add = smooth.getByRole("button", { name: "Add to Bag: Smooth & Shine Gift Pack" });
    await expect(add).toHaveCount(1);
    expect((await add.boundingBox())!.width).toBeLessThan(120);

    const kids = page.getByTestId("product-card").filter({ hasText: "Kids Tangle-Free Gift Pack" });
    await expect(kids.getByText("Out of Stock", { exact: true })).toBeVisible();
    // Sold out is said once, with no greyed-out button.
    await expect(kids.getByText(/out of stock/i)).toHaveCount(1);
    await expect(kids.getByRole("button")).toHaveCount(0);

    expect(await jsonLd(page, "BreadcrumbList")).toHaveLength(1);
    const [collectionLd] = await jsonLd(page, "CollectionPage");
    expect(collectionLd?.mainEntity.itemListElement[0].item.offers).toMatchObject({ priceCurrency: "AUD", price: "79.00", availability: "https://schema.org/InStock" });
    await expect(page).toHaveTitle(/Christmas Gift Packs/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collections\/christmas-gift-packs$/);
  });

  test("price filter and sort live in the URL; 80 to 90 is inclusive and Best Sellers keeps the order", async ({ page, visit }) => {
    await visit("/collections/christmas-gift-packs");
    await page.getByLabel("Price", { exact: true }).selectOption({ label: "$80 - $90" });
    await expect(page).toHaveURL(/\?price=80-90$/);
    const middle = giftPacks.filter((p) => (p.variants[0]?.price ?? 0) >= 80 && (p.variants[0]?.price ?? 0) <= 90).map((p) => p.title);
    expect(middle).toContain("Volume Boost Gift Pack"); // $80
    expect(middle).toContain("His Grooming Gift Pack"); // $90
    await expect.poll(() => cardTitles(page)).toEqual(middle);

    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/price=80-90&sort=price-asc/);
    await expect.poll(async () => (await cardTitles(page)).map(priceOf)).toEqual([...middle.map(priceOf)].sort((a, b) => a - b));

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("80-90");
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("price-asc");

    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Price: High to Low" });
    await expect.poll(async () => (await cardTitles(page)).map(priceOf)).toEqual([...middle.map(priceOf)].sort((a, b) => b - a));

    await page.getByLabel("Price", { exact: true }).selectOption({ label: "Under $80" });
    await expect.poll(async () => (await cardTitles(page)).map(priceOf).every((p) => p < 80)).toBe(true);
    await page.getByLabel("Price", { exact: true }).selectOption({ label: "Over $90" });
    await expect.poll(async () => (await cardTitles(page)).map(priceOf)).toEqual([129]);

    await page.getByLabel("Price", { exact: true }).selectOption({ label: "All Prices" });
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Best Sellers" });
    await expect(page).toHaveURL(/\/collections\/christmas-gift-packs$/);
    await expect.poll(() => cardTitles(page)).toEqual(giftPacks.map((p) => p.title));
  });

  test(`How to Choose answers ${howToChoose.length} questions and links to contact`, async ({ page, visit }) => {
    await visit("/collections/hair-care");
    const section = page.getByRole("region", { name: "How to Choose" });
    const questions = section.locator("summary");
    await expect(questions).toHaveCount(howToChoose.length);
    await questions.first().click();
    await expect(section.locator("details").first()).toHaveAttribute("open", "");
    await expect(section.getByRole("link", { name: /Ask us about your hair/ })).toHaveAttribute("href", "/contact");
  });

  test("client navigation shows skeletons while the next shop page loads", async ({ page, visit }) => {
    // Each next page's data is held until its loading state has been seen, a prefetch of it on hover included.
    const releaseCollection = await holdRequests(page, /\/collections\/hair-care\.data/);
    const releaseProduct = await holdRequests(page, /\/products\/[^/]+\.data/);
    await visit("/collections");
    await page.getByRole("link", { name: /Hair Care/ }).first().click();
    await expect(page.getByTestId("collection-skeleton")).toBeVisible();
    releaseCollection();
    await expect(page.getByRole("heading", { level: 1, name: "Hair Care" })).toBeVisible();

    await page.getByTestId("product-card").first().getByRole("heading").getByRole("link").click();
    await expect(page.getByText("Loading product...")).toBeVisible();
    releaseProduct();
    await expect(page.getByRole("button", { name: "Add to Bag" })).toBeVisible();
  });

  test("a price and a sort chosen before the page's scripts ran apply once they have", async ({ page }) => {
    const release = await holdRequests(page);
    await page.goto("/collections/christmas-gift-packs", { waitUntil: "commit" });
    await page.getByLabel("Price", { exact: true }).selectOption({ label: "$80 - $90" });
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Price: Low to High" });
    release();
    await hydrated(page);
    await expect(page).toHaveURL(/\?price=80-90&sort=price-asc$/);
    const middle = giftPacks.filter((p) => (p.variants[0]?.price ?? 0) >= 80 && (p.variants[0]?.price ?? 0) <= 90);
    await expect.poll(async () => (await cardTitles(page)).map(priceOf)).toEqual(middle.map((p) => p.variants[0]?.price ?? 0).sort((a, b) => a - b));
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("80-90");
  });

  test("the product page: gallery, compare-at price, trimmed description, structured data and view_item", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/products/silk-pillowcase");
    await expect(page.getByRole("heading", { level: 1, name: "Silk Pillowcase" })).toBeVisible();
    await expect(page.getByText("$42.00").first()).toBeVisible();
    const product = catalogueProducts.find((p) => p.handle === "silk-pillowcase");
    await expect(page.getByTestId("product-description")).toHaveText(shortDescription(product?.description));

    const main = page.getByTestId("gallery-main");
    await expect(main).toHaveAttribute("target", "_blank");
    await expect(main.locator("img")).toHaveAttribute("src", /silk-pillowcase-1\.svg$/);
    await page.getByRole("button", { name: "Next picture" }).click();
    await expect(main.locator("img")).toHaveAttribute("src", /silk-pillowcase-2\.svg$/);
    await page.getByRole("button", { name: "Previous picture" }).click();
    await page.getByRole("button", { name: "Previous picture" }).click();
    await expect(main.locator("img")).toHaveAttribute("src", /silk-pillowcase-4\.svg$/);
    await page.getByRole("button", { name: "Show picture 3 of 4" }).click();
    await expect(main.locator("img")).toHaveAttribute("src", /silk-pillowcase-3\.svg$/);
    await expect(page.getByRole("button", { name: "Show picture 3 of 4" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("list", { name: "Thumbnails" }).getByRole("button").first().click();
    await expect(main.locator("img")).toHaveAttribute("src", /silk-pillowcase-1\.svg$/);
    const popup = page.waitForEvent("popup");
    await main.click();
    await expect(await popup).toHaveURL(/\/images\/products\/silk-pillowcase-1\.svg$/);

    const [ld] = await jsonLd(page, "Product");
    expect(ld?.offers).toHaveLength(product!.variants.length);
    expect(ld?.offers[0]).toMatchObject({ priceCurrency: "AUD", price: "42.00", availability: "https://schema.org/InStock" });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect.poll(async () => (await beacons(page, "view_item")).length).toBe(1);
    expect((await beacons(page, "view_item"))[0]?.props).toMatchObject({ title: "Silk Pillowcase", price: 42, currency: "AUD" });

    await visit("/products/overnight-repair-mask");
    await expect(page.getByText("$48.00").first()).toBeVisible();
    await expect(page.getByTestId("compare-at-price")).toHaveText(/\$55\.00/);
    await expect(page.getByTestId("compare-at-price")).toHaveCSS("text-decoration-line", "line-through");
  });

  test("the first available variant is pre-selected, and changing an option selects its variant and moves the gallery", async ({ page, visit }) => {
    await visit("/products/wet-brush-original-detangler");
    // Black (the first colour) is sold out, so Pink is chosen and pictured.
    await expect(page.getByRole("radio", { name: "Pink" })).toBeChecked();
    await expect(page.getByTestId("gallery-main").locator("img")).toHaveAttribute("src", /wet-brush-original-detangler-2\.svg$/);
    await expect(page.getByRole("button", { name: "Add to Bag" })).toBeEnabled();
    await option(page, "Lilac").click();
    await expect(page.getByRole("radio", { name: "Lilac" })).toBeChecked();
    await expect(page.getByTestId("gallery-main").locator("img")).toHaveAttribute("src", /wet-brush-original-detangler-3\.svg$/);
    await expect(page).toHaveURL(/\?variant=\d+$/);
  });

  test("an option chosen before the page's scripts ran is the one shown and added to the bag once they have", async ({ page }) => {
    const release = await holdRequests(page);
    await page.goto("/products/wet-brush-original-detangler", { waitUntil: "commit" });
    await option(page, "Lilac").click();
    await expect(page.getByRole("radio", { name: "Lilac" })).toBeChecked();
    release();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: "Lilac" })).toBeChecked();
    await expect(page.getByTestId("gallery-main").locator("img")).toHaveAttribute("src", /wet-brush-original-detangler-3\.svg$/);
    await page.getByRole("button", { name: "Add to Bag" }).click();
    const bag = page.getByRole("dialog", { name: "Your bag" });
    await expect(bag.getByTestId("bag-line")).toHaveCount(1);
    await expect(bag.getByTestId("bag-line")).toContainText("Lilac");
  });

  test("a sold-out variant shows Out of Stock and disables Add to Bag and Buy Now", async ({ page, visit }) => {
    await visit("/products/perfect-pony-clip-in-ponytail");
    const add = page.getByRole("button", { name: "Add to Bag" });
    const buy = page.getByRole("button", { name: "Buy Now" });
    await expect(add).toBeEnabled();
    await option(page, "Black").click();
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(buy).toBeDisabled();
    await expect(page.getByTestId("gallery-main").locator("img")).toHaveAttribute("src", /perfect-pony-clip-in-ponytail-3\.svg$/);
    await expectAccessible(page);
    await option(page, "Brunette").click();
    await expect(add).toBeEnabled();
    await expect(buy).toBeEnabled();

    await visit("/products/kids-tangle-free-gift-pack");
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Bag" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  });

  test("an unknown product says 'Product not found' with a 404 and a way back", async ({ page, visit }) => {
    await visit("/products/no-such-product", { status: 404 });
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse collections" })).toHaveAttribute("href", "/collections");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an unknown collection is 'Collection Unavailable' with its two links", async ({ page, visit }) => {
    await visit("/collections/no-such-collection", { status: 404 });
    await expect(page.getByRole("heading", { name: "Collection Unavailable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View on the shop platform" })).toHaveAttribute("href", "/collections/no-such-collection");
    await expect(page.getByRole("link", { name: "All collections" })).toHaveAttribute("href", "/collections");
  });

  test("sitemap.xml lists the collections and products from the storefront", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]+\/collections<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/collections\/christmas-gift-packs<\/loc>/);
    for (const product of catalogueProducts) expect(xml).toContain(`/products/${product.handle}</loc>`);
  });

  test("the home spotlight shows up to 8 gift packs with 40-character bullets", async ({ page, visit }) => {
    await visit("/");
    // The packs load as the reader comes within a screen of them.
    await page.getByRole("heading", { name: "Clients from across the Shire" }).scrollIntoViewIfNeeded();
    const items = page.getByTestId("spotlight-item");
    await expect(items).toHaveCount(Math.min(8, giftPacks.length));
    const bullets = await page.getByTestId("spotlight-bullet").allTextContents();
    bullets.forEach((bullet, i) => {
      expect(bullet.replace(/…$/, "").length).toBeLessThanOrEqual(40);
      expect(giftPacks[i]?.description.startsWith(bullet.replace(/…$/, ""))).toBe(true);
    });
    const kids = items.filter({ hasText: "Kids Tangle-Free Gift Pack" });
    await expect(kids.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(kids.getByRole("button", { name: /Shop Now/ })).toBeDisabled();
    await expect(items.first().getByRole("link", { name: /Shop Now/ })).toHaveAttribute("href", `/products/${giftPacks[0]?.handle}`);
    await expectAccessible(page);
  });
});
