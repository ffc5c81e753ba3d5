/**
 * Availability follows sales at once: the collection page, kept in memory for everyone, marks a product sold out on
 * the first view after its last unit sells, with no Add to Bag left to press. A server of its own, so the last unit
 * is this spec's to sell.
 */
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { startShopServer } from "./support/shop";

const collection = "/collections/christmas-gift-packs";
const product = { handle: "ultimate-pamper-gift-pack", title: "Ultimate Pamper Gift Pack" };

test.describe("the last unit", () => {
  let server: Awaited<ReturnType<typeof startShopServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startShopServer({});
  });
  test.afterAll(async () => server?.stop());

  test("once sold, the kept collection page says sold out on its next view", async ({ page }) => {
    const card = page.getByTestId("product-card").filter({ hasText: product.title });
    await page.goto(`${server.url}${collection}`);
    await expect(card.getByRole("button", { name: `Add to Bag: ${product.title}` })).toBeVisible();
    // Served again from memory: the page is kept.
    await page.goto(`${server.url}${collection}`);
    await expect(card.getByRole("button", { name: `Add to Bag: ${product.title}` })).toBeVisible();

    await page.goto(`${server.url}/products/${product.handle}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Jane Citizen");
    await page.getByLabel("E-mail").fill(`last.unit.${Date.now()}@example.com`);
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation/);

    await page.goto(`${server.url}${collection}`);
    await expect(card.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await expectAccessible(page);
  });
});
