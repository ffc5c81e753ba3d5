/**
 * A gift pack on sale reads the same wherever it is listed: the home page's spotlight shows the same saving
 * and struck-through price as the collection page.
 */
import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";

/** Each listed product's title with its saving badge and struck-through price ("" when not on sale). */
async function pricesOf(items: Locator) {
  return items.evaluateAll((elements) =>
    elements.map((element) => ({
      title: element.querySelector("h3")?.textContent?.trim() ?? "",
      saving: [...element.querySelectorAll("span")].find((span) => span.textContent?.startsWith("Save "))?.textContent?.trim() ?? "",
      was: element.querySelector('[data-testid="compare-at-price"]')?.textContent?.trim() ?? "",
    })),
  );
}

test("the home spotlight shows each gift pack's saving as the collection does", async ({ page, visit }) => {
  await visit("/collections/christmas-gift-packs", { axe: false });
  const collection = await pricesOf(page.getByTestId("product-card"));
  expect(collection.some((item) => item.saving !== "")).toBe(true);

  await visit("/");
  await page.getByRole("heading", { name: "Clients from across the Shire" }).scrollIntoViewIfNeeded();
  const items = page.getByTestId("spotlight-item");
  await expect(items.first()).toBeVisible();
  const spotlight = await pricesOf(items);
  expect(spotlight.length).toBeGreaterThan(0);
  for (const item of spotlight) expect(item).toEqual(collection.find((listed) => listed.title === item.title));
  expect(spotlight.some((item) => item.saving !== "")).toBe(true);
  await expectAccessible(page);
});
