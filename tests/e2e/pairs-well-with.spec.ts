/**
 * "Pairs well with" on the order confirmation leaves out what the order holds (a suggestion bought on its
 * own, and one inside a pack that was bought) and shows the next ones down the list in their place. The
 * order is a real one, placed through the checkout: the confirmation shows only orders from the database.
 */
import type { Page } from "@playwright/test";
import { shop } from "../../app/config/salon";
import { catalogueProducts } from "../../app/content/catalogue";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { checkoutWithBuyNow, placeOrder } from "./support/shop";

// Two checkouts a test on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

const titleOf = (handle: string) => catalogueProducts.find((product) => product.handle === handle)!.title;

async function suggestedAfter(page: Page, bought: string) {
  await checkoutWithBuyNow(page, bought, `pairs.${Date.now()}@example.com`);
  await placeOrder(page);
  await hydrated(page);
  await expect(page.getByTestId("order-item")).toContainText(titleOf(bought));
  await expectAccessible(page);
  const section = page.getByRole("region", { name: "Pairs well with" });
  return (await section.isVisible()) ? section.getByRole("link").allTextContents() : [];
}

/** The suggestions expected after buying what `owned` lists: the first ones not owned, as many as are shown. */
const expectedWithout = (owned: readonly string[]) =>
  shop.suggestedProducts.filter((handle) => !owned.includes(handle)).slice(0, shop.suggestionsShown);

function expectShown(shown: string[], owned: readonly string[]) {
  const expected = expectedWithout(owned);
  expect(shown).toHaveLength(expected.length);
  for (const handle of shop.suggestedProducts) {
    if (expected.includes(handle)) expect(shown.join("\n")).toContain(titleOf(handle));
    else expect(shown.join("\n")).not.toContain(titleOf(handle));
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a pack bought leaves out the suggestions inside it", async ({ page }) => {
      const pack = catalogueProducts.find((product) => product.contents?.some((item) => shop.suggestedProducts.includes(item.handle as never)))!;
      expectShown(await suggestedAfter(page, pack.handle), pack.contents!.map((item) => item.handle));
    });

    test("a suggestion bought on its own is left out", async ({ page }) => {
      const [bought] = shop.suggestedProducts;
      expectShown(await suggestedAfter(page, bought), [bought]);
    });
  });
}
