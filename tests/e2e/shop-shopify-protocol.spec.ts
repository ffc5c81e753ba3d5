/**
 * The same site selling through the Shopify Storefront API over HTTP. A second
 * copy of our server gets SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN and
 * talks to a local stand-in for Shopify (the network edge), which passes the
 * requests on to the e2e server's embedded storefront, or, when a test asks,
 * answers slowly, with errors, or without a checkout URL.
 */
import type { Page } from "@playwright/test";
import { catalogueCollections } from "../../app/content/catalogue.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { e2ePort, ownerCookie, startShopServer, startStandIn, storefrontToken } from "./support/shop";

// Generous: starting a second server (and its database) on a busy machine takes a while.
test.describe.configure({ mode: "serial", timeout: 150_000 });

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let shop: Awaited<ReturnType<typeof startShopServer>>;

test.beforeAll(async () => {
  // The hook has its own timeout: starting the second server can take a while on a busy machine.
  test.setTimeout(150_000);
  standIn = await startStandIn();
  shop = await startShopServer({
    SHOPIFY_STORE_DOMAIN: `localhost:${standIn.port}`,
    SHOPIFY_STOREFRONT_TOKEN: storefrontToken,
    // The embedded storefront behind the stand-in serves the 2024-07 schema only (a real store's default is newer).
    STOREFRONT_API_VERSION: "2024-07",
    // Every page asks the storefront afresh, so a test's stand-in behaviour is what the page sees.
    STOREFRONT_CACHE_SECONDS: "0",
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await standIn?.close();
});

test.beforeEach(() => {
  standIn.state.mode = "pass";
});

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(`${shop.url}${path}`);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await hydrated(page);
}

const bag = (page: Page) => page.getByRole("dialog", { name: "Your bag" });

test("the embedded storefront endpoint answers the Shopify protocol only with the token", async ({ request }) => {
  const query = { query: "{ shop { name } }" };
  const base = `http://localhost:${e2ePort}`;
  const refused = await request.post(`${base}/api/storefront/2024-07/graphql.json`, { data: query });
  expect(refused.status()).toBe(401);
  const wrong = await request.post(`${base}/api/storefront/2024-07/graphql.json`, { data: query, headers: { "X-Shopify-Storefront-Access-Token": "nope" } });
  expect(wrong.status()).toBe(401);
  for (const path of ["/api/storefront/2024-07/graphql.json", "/api/2024-07/graphql.json"]) {
    const answer = await request.post(`${base}${path}`, { data: query, headers: { "X-Shopify-Storefront-Access-Token": storefrontToken } });
    expect(answer.status(), path).toBe(200);
    expect(await answer.json()).toEqual({ data: { shop: { name: "Wattle & Thread Hair Studio" } } });
  }
  const invalid = await request.post(`${base}/api/storefront/2024-07/graphql.json`, { data: { query: "{ nope }" }, headers: { "X-Shopify-Storefront-Access-Token": storefrontToken } });
  expect((await invalid.json()).errors[0].message).toContain("nope");
  expect((await request.post(`${base}/api/storefront/2023-01/graphql.json`, { data: query, headers: { "X-Shopify-Storefront-Access-Token": storefrontToken } })).status()).toBe(404);
});

test("the whole purchase path over the Shopify protocol", async ({ page }) => {
  await open(page, "/collections/hair-care");
  await expectAccessible(page);
  await page.getByTestId("product-card").filter({ hasText: "Wet Brush Original Detangler" }).getByRole("button", { name: /Add to Bag/ }).click();
  await expect(page.getByText("Added to bag!")).toBeVisible();
  await expect(bag(page).getByTestId("bag-line")).toContainText("Pink");

  await open(page, "/products/nourishing-hair-oil");
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(bag(page).getByTestId("bag-line")).toHaveCount(2);
  await expect(bag(page).getByTestId("bag-subtotal")).toHaveText("$57.00");
  await bag(page).getByRole("button", { name: "Proceed to Checkout" }).click();

  // The checkout is the platform's: here, the stand-in's domain.
  await page.waitForURL(`${standIn.origin}/checkout/**`);
  await page.getByLabel("Full name").fill("Sam Shopper");
  await page.getByLabel("E-mail").fill("sam@example.com");
  await page.getByLabel("Mobile phone").fill("0498 765 432");
  await page.getByRole("button", { name: /Place order/ }).click();
  await page.waitForURL(`${standIn.origin}/order-confirmation?**`);
  await expect(page.getByTestId("order-number")).toHaveText(/^WT-\d+$/);
  await expect(page.getByTestId("order-total")).toContainText("$57.00");

  expect(standIn.state.operations).toEqual(expect.arrayContaining(["CollectionByHandle", "ProductByHandle", "CartCreate", "CartLinesAdd", "CartById"]));
});

test("with a hosted checkout, the confirmation shows no order from its link, only a thank-you and where the details are", async ({ page }) => {
  // The platform's orders are its own and nothing in a link back is signed: a number, items and totals are not shown.
  const items = JSON.stringify([{ title: "Call 0400 000 000 to claim refund", id: "x", quantity: 1, price: 1 }]);
  await open(page, `/order-confirmation?${new URLSearchParams({ order_id: "WT-1001", subtotal: "1.00", total: "1.00", currency: "AUD", items, token: "A".repeat(43) })}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveCount(0);
  await expect(page.getByTestId("order-item")).toHaveCount(0);
  await expect(page.getByTestId("order-unshown")).toContainText("Your order's details are in your confirmation e-mail.");
  expect(await page.locator("body").innerText()).not.toContain("0400 000 000");
  await expectAccessible(page);
});

test("a collection whose storefront fails shows 'Collection Unavailable' with both links", async ({ page }) => {
  await open(page, "/collections/broken-collection", 503);
  await expect(page.getByRole("heading", { name: "Collection Unavailable" })).toBeVisible();
  await expect(page.getByRole("link", { name: /View on the shop platform/ })).toHaveAttribute("href", `${standIn.origin}/collections/broken-collection`);
  await expect(page.getByRole("link", { name: "All collections" })).toHaveAttribute("href", "/collections");
  await expectAccessible(page);
});

test("a collection that takes over 8 s shows 'Request timeout' as the unavailable state", async ({ page }) => {
  const started = Date.now();
  await open(page, "/collections/slow-collection", 503);
  expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
  await expect(page.getByRole("heading", { name: "Collection Unavailable" })).toBeVisible();
  await expect(page.getByTestId("unavailable-reason")).toHaveText("Request timeout");
});

test("the collections list shows its error and empty states", async ({ page }) => {
  standIn.state.mode = "error";
  await open(page, "/collections", 503);
  await expect(page.getByText("Unable to load collections. Please try again later.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit Our Store" })).toHaveAttribute("href", `${standIn.origin}/collections`);

  standIn.state.mode = "empty-collections";
  await open(page, "/collections");
  await expect(page.getByText("No collections available at the moment.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expectAccessible(page);
});

test("a product that cannot be loaded says so", async ({ page }) => {
  standIn.state.mode = "error";
  await open(page, "/products/silk-pillowcase", 503);
  await expect(page.getByText("Failed to load product")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test("a failed add shows the error, then opens the product's page on the shop platform after 2 s", async ({ page }) => {
  await open(page, "/products/heat-defense-spray");
  standIn.state.mode = "cart-error";
  const clicked = Date.now();
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(page.getByText("Cart could not be saved right now.")).toBeVisible();
  await page.waitForURL(`${standIn.origin}/products/heat-defense-spray`);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(2_000);
  expect(standIn.state.pages).toContain("GET /products/heat-defense-spray");
  // The stored cart was given up and a new one tried, once.
  expect(standIn.state.operations.filter((op) => op === "CartCreate").length).toBeGreaterThan(0);
});

test("a cart without a checkout URL is a failure: on adding, and on proceeding to checkout", async ({ page }) => {
  await open(page, "/products/sea-salt-texture-spray");
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(bag(page).getByTestId("bag-line")).toHaveCount(1);
  await page.keyboard.press("Escape");

  standIn.state.mode = "no-checkout-url";
  await page.getByTestId("bag-button").click();
  await expect(bag(page).getByTestId("bag-line")).toHaveCount(1);
  const proceed = bag(page).getByRole("button", { name: "Proceed to Checkout" });
  await proceed.click();
  await expect(page.getByText("Unable to proceed to checkout. Please try again.")).toBeVisible();
  await expect(proceed).toBeEnabled();
  await expect(page).toHaveURL(`${shop.url}/products/sea-salt-texture-spray`);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(page.getByText("Checkout URL unavailable. Please try again.")).toBeVisible();
  await page.waitForURL(`${standIn.origin}/products/sea-salt-texture-spray`);
});

test("the bag load failure is a toast", async ({ page }) => {
  await open(page, "/products/heat-defense-spray");
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(bag(page).getByTestId("bag-line")).toHaveCount(1);
  await page.keyboard.press("Escape");
  standIn.state.mode = "error";
  await page.getByTestId("bag-button").click();
  await expect(page.getByText("Failed to load cart").first()).toBeVisible();
});

test("the home spotlight is hidden when the gift packs cannot be loaded", async ({ page }) => {
  standIn.state.mode = "error";
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Questions About Your Hair?" })).toBeVisible();
  // The packs load as the reader comes within a screen of them.
  await page.getByRole("heading", { name: "Clients from across the Shire" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("gift-spotlight")).toHaveCount(0);
});

test.describe("developer pages", () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([await ownerCookie(shop.url)]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: shop.url });
  });

  test("are for the owner only, and noindex", async ({ request, page }) => {
    const anonymous = await request.get(`${shop.url}/dev/collections`, { maxRedirects: 0, headers: { cookie: "" } });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toContain("/admin/login");
    await open(page, "/dev/collections");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("/dev/collections lists the first 20 collections with copy and view", async ({ page }) => {
    await open(page, "/dev/collections");
    await expectAccessible(page);
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(Math.min(20, catalogueCollections.length));
    await rows.first().getByRole("button", { name: /Copy handle/ }).click();
    await expect(page.getByText("Copied: christmas-gift-packs")).toBeVisible();
    await expect(rows.first().getByRole("link", { name: /View/ })).toHaveAttribute("href", "/collections/christmas-gift-packs");

    standIn.state.mode = "error";
    await open(page, "/dev/collections", 502);
    await expect(page.getByRole("heading", { name: "Error Loading Collections" })).toBeVisible();
    await expect(page.getByText("Storefront is down for maintenance")).toBeVisible();

    standIn.state.mode = "empty-collections";
    await open(page, "/dev/collections");
    await expect(page.getByText("No collections found")).toBeVisible();
  });

  test("/dev/shopify shows the shop and buys a test item through the checkout", async ({ page }) => {
    await open(page, "/dev/shopify");
    await expectAccessible(page);
    await expect(page.getByTestId("shop-name")).toHaveText("Wattle & Thread Hair Studio");
    await expect(page.getByTestId("shop-domain")).toHaveText(standIn.origin);
    await expect(page.getByText("Heat Defense Spray", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to collections" })).toHaveAttribute("href", "/dev/collections");
    await page.getByRole("button", { name: "Test Buy" }).click();
    await expect(page.getByText("Cart created! Redirecting to checkout...")).toBeVisible();
    await page.waitForURL(`${standIn.origin}/checkout/**`);
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText("Heat Defense Spray");
  });

  test("Test Buy falls back to the native cart link when no checkout URL comes back", async ({ page }) => {
    await open(page, "/dev/shopify");
    standIn.state.mode = "no-checkout-url";
    await page.getByRole("button", { name: "Test Buy" }).click();
    await expect(page.getByText("Using native cart fallback...")).toBeVisible();
    await page.waitForURL(`${standIn.origin}/checkout/**`);
    expect(standIn.state.pages.some((p) => /^GET \/cart\/\d+:1$/.test(p))).toBe(true);
  });

  test("Test Buy failures and shop errors are shown", async ({ page }) => {
    await open(page, "/dev/shopify");
    standIn.state.mode = "cart-error";
    await page.getByRole("button", { name: "Test Buy" }).click();
    await expect(page.getByText("Test buy failed: Cart could not be saved right now.")).toBeVisible();
    standIn.state.mode = "error";
    await open(page, "/dev/shopify", 502);
    await expect(page.getByRole("heading", { name: "Error", exact: true })).toBeVisible();
    await expect(page.getByText("Storefront is down for maintenance")).toBeVisible();
  });
});
