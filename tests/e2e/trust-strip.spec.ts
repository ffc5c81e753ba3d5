/** The shop's promises (Salon-approved, Easy returns, how the order is collected) show on shop pages only, once each. */
import type { Page } from "@playwright/test";
import { checkoutWithBuyNow } from "./support/shop";
import { expect, hydrated, test } from "./support/fixtures";

const promises = ["Salon-approved", "Easy returns"];

async function expectPromisesOnce(page: Page) {
  await expect(page.getByRole("region", { name: "Our promises" })).toHaveCount(1);
  for (const promise of promises) await expect(page.getByText(promise, { exact: true })).toHaveCount(1);
}

async function expectNoPromises(page: Page) {
  await expect(page.getByRole("region", { name: "Our promises" })).toHaveCount(0);
  for (const promise of promises) await expect(page.getByText(promise, { exact: true })).toHaveCount(0);
}

test("a product page shows the promises once, beside Add to Bag; collections close on them", async ({ page, visit }) => {
  await visit("/products/wet-brush-original-detangler");
  await expectPromisesOnce(page);
  await expect(page.getByRole("region", { name: "Our promises" })).toContainText("Click and collect");

  await visit("/collections");
  await expectPromisesOnce(page);
  await visit("/collections/hair-care");
  await expectPromisesOnce(page);
});

test("the services menu, the review funnel, the not-found page and the checkout have no shop promises", async ({ page, visit }) => {
  await visit("/services");
  await expectNoPromises(page);
  await visit("/reviews");
  await expectNoPromises(page);
  await visit("/no-such-page", { status: 404 });
  await expectNoPromises(page);
  await checkoutWithBuyNow(page, "wet-brush-original-detangler", "promises@example.com");
  await expectNoPromises(page);
});

test("moving from a content page to the shop in place brings the promises with the shop page", async ({ page, visit }) => {
  await visit("/", { axe: false });
  await expectNoPromises(page);
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }).first().click();
  await expect(page).toHaveURL(/\/collections$/);
  await expectPromisesOnce(page);
});
