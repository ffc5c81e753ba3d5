import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner, ownerPassword } from "./support/owner";

/**
 * The owner edits the shop in /admin. Each test makes its own products (the database lives as long as the
 * test server, and other specs sell the seeded ones), in the Curly Hair collection, which no other spec counts.
 */
test.describe.configure({ timeout: 180_000 });

const collection = { handle: "curly-hair", title: "Curly Hair" };
/** Shop pages are kept for everyone for a little while; the promise is "within a minute". */
const withinAMinute = { timeout: 60_000, intervals: [500, 1_000, 2_000] };

type NewProduct = { title: string; handle: string; sku: string };

function freshProduct(name: string): NewProduct {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { title: `${name} ${id.toUpperCase()}`, handle: `${name.toLowerCase().replace(/\s+/g, "-")}-${id}`, sku: `WT-E2E-${id}`.toUpperCase() };
}

const variantGroup = (page: Page, name: RegExp | string) => page.getByRole("group", { name });

async function addProduct(page: Page, product: NewProduct, price: string, stock: string, options: { javaScript: boolean } = { javaScript: true }) {
  await page.goto("/admin/products/new");
  if (options.javaScript) await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(product.title);
  await page.getByLabel("Address (optional)").fill(product.handle);
  await page.getByLabel("Description", { exact: true }).fill("A light curl cream for soft, defined curls. Made for the salon's curly-haired clients.");
  await page.getByLabel("Kind of product").fill("Curl Cream");
  const variant = variantGroup(page, "New variant");
  await variant.getByLabel("Price", { exact: true }).fill(price);
  await variant.getByLabel("Stock").fill(stock);
  await variant.getByLabel("SKU").fill(product.sku.toLowerCase());
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toHaveText(`${product.title} added.`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
}

async function addToCollection(page: Page, product: NewProduct) {
  await page.goto(`/admin/collections/${collection.handle}`);
  await hydrated(page);
  await page.getByLabel("Add a product").selectOption({ label: product.title });
  await page.getByRole("button", { name: "Add to the end" }).click();
  await expect(page.getByRole("status")).toHaveText("Product added.");
  await expect(page.getByRole("list").getByRole("link", { name: product.title })).toBeVisible();
}

/** The product's offers in its page's JSON-LD. */
async function offers(page: Page): Promise<{ price: string; availability: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
  const product = blocks.find((block) => block["@type"] === "Product");
  return [product?.offers ?? []].flat();
}

const card = (page: Page, product: NewProduct) => page.getByTestId("product-card").filter({ hasText: product.title });

test.describe("the owner's catalogue", () => {
  test("a new product with a variant is sold at once; a price and stock change shows on its page, its card, the bag, the sitemap and the JSON-LD", async ({
    page,
    visit,
  }) => {
    const product = freshProduct("Curl Cream");
    await loginAsOwner(page);
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expectAccessible(page);

    // A refused form names each field, keeps what was typed, and answers 400.
    await page.getByRole("link", { name: "New product" }).click();
    await hydrated(page);
    await expectAccessible(page);
    await page.getByLabel("Name", { exact: true }).fill(product.title);
    await variantGroup(page, "New variant").getByLabel("Price", { exact: true }).fill("34,95");
    const refused = page.waitForResponse((response) => response.url().includes("/admin/products/new") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Add product" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByText("Enter a price in dollars, e.g. 34.95.")).toBeVisible();
    await expect(page.getByText("Enter a description (up to 5,000 characters).")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(product.title);
    await expectAccessible(page);

    await addProduct(page, product, "34.95", "5");
    await expect(page.getByRole("link", { name: "Photos (0)" })).toHaveAttribute("href", `/admin/products/${product.handle}/photos`);
    await expectAccessible(page);
    await addToCollection(page, product);
    await expectAccessible(page);

    await visit(`/products/${product.handle}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    expect(await offers(page)).toMatchObject([{ price: "34.95", availability: "https://schema.org/InStock" }]);
    await page.getByRole("button", { name: "Add to Bag" }).click();
    const bag = page.getByRole("dialog", { name: "Your bag" });
    await expect(bag.getByTestId("bag-line").filter({ hasText: product.title }).getByTestId("bag-line-price")).toHaveText("$34.95");
    await expect(async () => {
      await page.goto(`/collections/${collection.handle}`);
      await expect(card(page, product)).toContainText("$34.95");
    }).toPass(withinAMinute);

    // The owner changes the price and counts the stock.
    await page.goto(`/admin/products/${product.handle}`);
    await hydrated(page);
    const variant = variantGroup(page, /^Variant 1/);
    await variant.getByLabel("Price", { exact: true }).fill("29.50");
    await variant.getByLabel("Stock").fill("2");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`${product.title} saved.`);
    await expect(variantGroup(page, /^Variant 1/).getByLabel("Price", { exact: true })).toHaveValue("29.50");

    await expect(async () => {
      await page.goto(`/products/${product.handle}`);
      expect(await offers(page)).toMatchObject([{ price: "29.50", availability: "https://schema.org/InStock" }]);
    }).toPass(withinAMinute);
    await expect(page.getByText("$29.50").first()).toBeVisible();
    await expect(async () => {
      await page.goto(`/collections/${collection.handle}`);
      await expect(card(page, product)).toContainText("$29.50");
    }).toPass(withinAMinute);
    await hydrated(page);
    await expectAccessible(page);
    await visit("/bag");
    await expect(page.getByTestId("bag-line").filter({ hasText: product.title }).getByTestId("bag-line-price")).toHaveText("$29.50");
    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`/products/${product.handle}</loc>`);

    // Bought at the new price; the shelf counts one less.
    await page.getByRole("link", { name: /Proceed to Checkout/ }).or(page.getByRole("button", { name: /Proceed to Checkout/ })).first().click();
    await expect(page).toHaveURL(/\/checkout\//);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Jane Citizen");
    await page.getByLabel("E-mail").fill(`catalogue.${Date.now()}@example.com`);
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+&subtotal=29\.50&/);

    await page.goto(`/admin/products?q=${product.sku}`);
    await expect(page.getByTestId("admin-product")).toHaveCount(1);
    await expect(page.getByTestId("admin-product")).toContainText("Stock1");
  });

  test("a hidden product leaves its collection, its page is a 404 and the sitemap drops it; a bag holding it is not checked out", async ({ page, visit }) => {
    const product = freshProduct("Curl Mist");
    await loginAsOwner(page);
    await addProduct(page, product, "24.00", "6");
    await addToCollection(page, product);

    await visit(`/products/${product.handle}`);
    await page.getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("dialog", { name: "Your bag" }).getByTestId("bag-line").filter({ hasText: product.title })).toBeVisible();

    await page.goto(`/admin/products/${product.handle}`);
    await hydrated(page);
    await page.getByLabel("Hidden: not listed, not sold").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`${product.title} saved.`);
    await expect(page.getByText("Hidden: not listed and not sold.")).toBeVisible();
    await page.goto(`/admin/products?q=${product.sku}`);
    await expect(page.getByTestId("admin-product")).toContainText("Hidden");
    await expectAccessible(page);

    await expect(async () => {
      const response = await page.goto(`/products/${product.handle}`);
      expect(response?.status()).toBe(404);
    }).toPass(withinAMinute);
    await expect(async () => {
      await page.goto(`/collections/${collection.handle}`);
      await expect(page.getByTestId("product-card").first()).toBeVisible();
      await expect(card(page, product)).toHaveCount(0);
    }).toPass(withinAMinute);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/products/${product.handle}<`);

    await visit("/bag");
    await page.getByRole("link", { name: /Proceed to Checkout/ }).or(page.getByRole("button", { name: /Proceed to Checkout/ })).first().click();
    await expect(page).toHaveURL(/\/checkout\//);
    await hydrated(page);
    await expect(page.getByText("No longer sold")).toBeVisible();
    await page.getByLabel("Full name").fill("Jane Citizen");
    await page.getByLabel("E-mail").fill(`hidden.${Date.now()}@example.com`);
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page.locator("#checkout-message")).toContainText(`Sorry, ${product.title} is no longer sold in our shop. Please remove it from your bag and try again.`);
    await expectAccessible(page);

    // No orders hold it: deleting it deletes it.
    await page.goto(`/admin/products/${product.handle}`);
    await hydrated(page);
    await page.getByText("Delete this product").click();
    await page.getByRole("button", { name: `Delete ${product.title}` }).click();
    await expect(page.getByRole("status")).toHaveText(`${product.title} deleted.`);
    await expect(page).toHaveURL(/\/admin\/products\?/);
  });
});

test.describe("the product form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds a second variant, explains a SKU another product holds, and removes the variant again", async ({ page }) => {
    const product = freshProduct("Curl Serum");
    await page.goto(`/admin/login?next=${encodeURIComponent("/admin/products")}`);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await addProduct(page, product, "19.95", "3", { javaScript: false });

    await page.getByText("Add a variant").click();
    const added = variantGroup(page, "New variant");
    await added.getByLabel("Option value").fill("250 ml");
    await added.getByLabel("Price", { exact: true }).fill("34.95");
    await added.getByLabel("Stock").fill("4");
    await added.getByLabel("SKU").fill(`${product.sku}-250`);
    // Two variants need the option's name: refused with the field's own message and a 400.
    const unnamed = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await unnamed).status()).toBe(400);
    await expect(page.getByText("Name what tells the variants apart, e.g. Size.")).toBeVisible();
    await page.getByLabel("What tells the variants apart").fill("Size");
    await variantGroup(page, /^Variant 1/).getByLabel("Option value").fill("100 ml");
    // The Heat Defense Spray's SKU: refused on the field, naming the product that holds it.
    await variantGroup(page, "New variant").getByLabel("SKU").fill("WT-HDS");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByText("Heat Defense Spray already uses this SKU. A SKU names one thing on the shelf, so each variant needs its own.")).toBeVisible();
    await variantGroup(page, "New variant").getByLabel("SKU").fill(`${product.sku}-250`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`${product.title} saved.`);
    await expect(variantGroup(page, "Variant 2: 250 ml").getByLabel("Price", { exact: true })).toHaveValue("34.95");

    await variantGroup(page, "Variant 2: 250 ml").getByRole("button", { name: "Remove this variant" }).click();
    await expect(page.getByRole("status")).toHaveText("Variant 250 ml removed.");
    await expect(variantGroup(page, /^Variant 2/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Remove this variant" })).toHaveCount(0);
  });
});

for (const width of [390, 1280]) {
  test(`the catalogue pages at ${width} px: no sideways scrolling, axe, screenshots`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAsOwner(page);
    const pages = {
      "admin-products": "/admin/products",
      "admin-product": "/admin/products/silk-pillowcase",
      "admin-product-new": "/admin/products/new",
      "admin-collections": "/admin/collections",
      "admin-collection": `/admin/collections/${collection.handle}`,
    };
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await hydrated(page);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${path}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    }
  });
}
