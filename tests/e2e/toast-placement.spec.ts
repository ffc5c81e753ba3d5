/**
 * Toasts keep clear of what the visitor is working with, at a phone's width and a desktop's: the field an
 * error focused, a form's confirmation, and the bag's buttons and links (its checkout above all).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

type Box = { top: number; bottom: number; left: number; right: number };

const boxOf = (locator: Locator) =>
  locator.evaluate((element): Box => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const intersects = (a: Box, b: Box) => Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/** The toast's card (its list item) for a toast found by its text. */
const toastCard = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text });

async function clearOf(toast: Locator, others: Locator) {
  const card = await boxOf(toast);
  const boxes = await others.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && !element.closest("section[aria-label='Notifications']"))
      .map((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right, name: element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName };
      }),
  );
  return boxes.filter((box) => intersects(card, box)).map((box) => box.name);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("'Added to bag!' covers none of the bag's buttons or links", async ({ page, visit }) => {
      await visit("/products/heat-defense-spray", { axe: false });
      await page.getByRole("button", { name: "Add to Bag" }).click();
      const bag = page.getByRole("dialog", { name: "Your bag" });
      await expect(bag.getByTestId("bag-line")).toHaveCount(1);
      await expect(bag.getByRole("button", { name: /checkout/i })).toBeVisible();
      const toast = toastCard(page, "Added to bag!");
      await expect(toast).toBeVisible();
      await toast.hover();
      await expect.poll(() => clearOf(toast, bag.locator("button, a[href]"))).toEqual([]);
    });

    test("'Validation Error' on the contact form does not cover the field it focused", async ({ page, visit }) => {
      await visit("/contact", { axe: false });
      await page.getByRole("button", { name: "Send Message" }).click();
      const toast = toastCard(page, "Validation Error");
      await expect(toast).toBeVisible();
      const name = page.getByRole("textbox", { name: "Name", exact: true });
      await expect(name).toBeFocused();
      await toast.hover();
      await expect.poll(async () => intersects(await boxOf(toast), await boxOf(name))).toBe(false);
    });
  });
}
