/**
 * "Pairs well with" on the order confirmation leaves out what the order holds: a suggestion bought on its
 * own, and one inside a pack that was bought.
 */
import type { Page } from "@playwright/test";
import { shop } from "../../app/config/salon";
import { catalogueProducts } from "../../app/content/catalogue";
import { orderConfirmationPath } from "../../app/lib/shop/order-summary";
import { expect, test } from "./support/fixtures";

const titleOf = (handle: string) => catalogueProducts.find((product) => product.handle === handle)!.title;

async function suggestedAfter(page: Page, visit: (path: string) => Promise<void>, bought: string) {
  const product = catalogueProducts.find((item) => item.handle === bought)!;
  const price = product.variants[0]!.price;
  await visit(orderConfirmationPath({ order_id: "#1001", subtotal: price, total: price, currency: shop.currency, items: [{ title: product.title, id: "from-elsewhere", quantity: 1, price }] }));
  const section = page.getByRole("region", { name: "Pairs well with" });
  return (await section.isVisible()) ? section.getByRole("link").allTextContents() : [];
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a pack bought leaves out the suggestions inside it", async ({ page, visit }) => {
      const pack = catalogueProducts.find((product) => product.contents?.some((handle) => shop.suggestedProducts.includes(handle as never)))!;
      const shown = (await suggestedAfter(page, visit, pack.handle)).join("\n");
      for (const handle of shop.suggestedProducts) {
        if (pack.contents!.includes(handle)) expect(shown).not.toContain(titleOf(handle));
        else expect(shown).toContain(titleOf(handle));
      }
    });

    test("a suggestion bought on its own is left out", async ({ page, visit }) => {
      const [bought, ...others] = shop.suggestedProducts;
      const shown = (await suggestedAfter(page, visit, bought)).join("\n");
      expect(shown).not.toContain(titleOf(bought));
      for (const handle of others) expect(shown).toContain(titleOf(handle));
    });
  });
}
