/**
 * Orders the salon can fulfil: with the embedded shop every step speaks of pick-up, quick adds by a
 * new visitor fill one bag, the header's count goes once the order is placed, order lines name the variant once,
 * and a first page load on a product or on the order confirmation reaches GA4 and the Pixel (once per order).
 */
import type { Page } from "@playwright/test";
import { hits, startAnalyticsStandIn } from "./support/analytics-stand-in";
import { expect, hydrated, test } from "./support/fixtures";
import { startShopServer } from "./support/shop";

test.describe.configure({ timeout: 150_000 });

const bag = (page: Page) => page.getByRole("dialog", { name: "Your bag" });

/** What a visitor can read on the page, its title and its description: nothing may speak of shipping. */
async function expectNoShippingWords(page: Page) {
  const text = await page.locator("body").innerText();
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  const found = `${await page.title()}\n${description}\n${text}`.match(/.{0,40}\b(ship|shipping|shipped|postage|courier|dispatch)\b.{0,40}/gi);
  expect(found, `shipping words on ${page.url()}`).toBeNull();
}

test.describe("the embedded shop: click and collect", () => {
  test("three quick adds as a new visitor fill one bag with three items", async ({ page, visit }) => {
    await visit("/collections/hair-care", { axe: false });
    const cards = page.getByTestId("product-card").filter({ has: page.getByRole("button", { name: /Add to Bag/ }) });
    await expect(cards.nth(2)).toBeVisible();
    // Three presses in the same moment, before the first answer (and its cart cookie) can come back.
    await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="product-card"] button')].filter((b) => /Add to Bag/.test(b.textContent ?? "") && !b.disabled);
      for (const button of buttons.slice(0, 3)) button.click();
    });
    await expect(page.getByTestId("bag-count")).toHaveText("3");
    await expect(bag(page).getByTestId("bag-line")).toHaveCount(3);
    await visit("/bag", { axe: false });
    await expect(page.getByRole("main").getByTestId("bag-line")).toHaveCount(3);
    const cartCookies = (await page.context().cookies()).filter((c) => c.name === "wt_cart");
    expect(cartCookies).toHaveLength(1);
  });

  test("home, product, bag, checkout and confirmation speak of pick-up only; the badge clears and the variant shows once", async ({ page, visit }) => {
    await visit("/", { axe: false });
    await expect(page.getByRole("region", { name: "Promotion" })).toContainText("Free click and collect");
    await expectNoShippingWords(page);

    await visit("/collections", { axe: false });
    await expect(page.getByRole("region", { name: "Our promises" })).toContainText("Free click and collect");
    await expectNoShippingWords(page);

    await visit("/products/wet-brush-original-detangler", { axe: false });
    await expect(page.getByRole("main")).toContainText("Pick up from the salon for free and pay when you collect.");
    await expectNoShippingWords(page);

    await visit("/collections/hair-care", { axe: false });
    await page.getByTestId("product-card").filter({ hasText: "Wet Brush Original Detangler" }).getByRole("button", { name: /Add to Bag/ }).click();
    await expect(bag(page).getByTestId("bag-line")).toContainText("Pink");
    await expect(bag(page)).toContainText("Collect your order free from the salon in Bangor");
    await expectNoShippingWords(page);
    await expect(page.getByTestId("bag-count")).toHaveText("1");

    await visit("/bag", { axe: false });
    await expectNoShippingWords(page);
    await page.getByRole("main").getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/checkout\//);
    await hydrated(page);
    await expectNoShippingWords(page);
    await page.getByLabel("Full name").fill("Pat Collector");
    await page.getByLabel("E-mail").fill("pat@example.com");
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();

    await page.waitForURL(/\/order-confirmation\?/);
    const line = page.getByTestId("order-item");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Wet Brush Original Detangler – Pink");
    expect((await line.innerText()).match(/Pink/g)).toHaveLength(1);
    await expect(page.getByRole("main")).toContainText("We'll contact you when your order is ready to collect");
    await expectNoShippingWords(page);
    // The header's count is gone at once, and so is its cookie.
    await expect(page.getByTestId("bag-count")).toHaveCount(0);
    expect((await page.context().cookies()).filter((c) => c.name === "wt_bag_count" || c.name === "wt_cart")).toEqual([]);
    await visit("/", { axe: false });
    await expect(page.getByTestId("bag-count")).toHaveCount(0);
  });
});

test.describe("analytics on a first page load", () => {
  test.describe.configure({ mode: "serial" });
  let standIn: Awaited<ReturnType<typeof startAnalyticsStandIn>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    standIn = await startAnalyticsStandIn();
    shop = await startShopServer({ GA4_ID: "G-E2ETEST01", META_PIXEL_ID: "1234567890" });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await standIn?.close();
  });

  /** The visitor moves the mouse: analytics load after the first interaction. */
  async function interact(page: Page) {
    await hydrated(page);
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
  }

  test("landing straight on a product sends view_item to GA4 and ViewContent to the Pixel", async ({ page }) => {
    await standIn.attach(page.context());
    await page.goto(`${shop.url}/products/nourishing-hair-oil`);
    await interact(page);
    await expect.poll(async () => (await hits(page)).ga4.map((h) => h.name)).toContain("view_item");
    await expect.poll(async () => (await hits(page)).pixel.map((h) => h.name)).toContain("ViewContent");
    const { ga4, pixel } = await hits(page);
    expect(ga4.find((h) => h.name === "view_item")?.params).toMatchObject({ currency: "AUD", items: [expect.objectContaining({ item_name: "Nourishing Hair Oil" })] });
    expect(pixel.find((h) => h.name === "ViewContent")?.params).toMatchObject({ content_name: "Nourishing Hair Oil", currency: "AUD" });
  });

  test("the order confirmation sends purchase once per order, not again on reload", async ({ page }) => {
    await standIn.attach(page.context());
    // A real order on this server: its confirmation shows (and tracks) only an order from its database.
    await page.goto(`${shop.url}/products/nourishing-hair-oil`);
    await hydrated(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await page.waitForURL(/\/checkout\//);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Pat Tracker");
    await page.getByLabel("E-mail").fill("pat.tracker@example.com");
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();
    await page.waitForURL(/\/order-confirmation\?order_id=WT-\d+&/);
    const orderId = (await page.getByTestId("order-number").textContent()) ?? "";
    await interact(page);
    await expect.poll(async () => (await hits(page)).ga4.filter((h) => h.name === "purchase").length).toBe(1);
    await expect.poll(async () => (await hits(page)).pixel.filter((h) => h.name === "Purchase").length).toBe(1);
    const { ga4, pixel } = await hits(page);
    expect(ga4.find((h) => h.name === "purchase")?.params).toMatchObject({ transaction_id: orderId, value: 35, currency: "AUD" });
    expect(pixel.find((h) => h.name === "Purchase")?.params).toMatchObject({ value: 35, currency: "AUD", order_id: orderId });

    await page.reload();
    await interact(page);
    // The tags are back (the page view arrives), and the purchase is not counted twice. The page decides on the
    // purchase in its own effect, which runs before the shell's page view is tracked (a child's effects run before
    // its parent's), and tracked events keep their order: with the page view in, a second purchase would be too.
    await expect.poll(async () => (await hits(page)).ga4.map((h) => h.name)).toContain("page_view");
    const again = await hits(page);
    expect(again.ga4.filter((h) => h.name === "purchase")).toEqual([]);
    expect(again.pixel.filter((h) => h.name === "Purchase")).toEqual([]);
  });
});
