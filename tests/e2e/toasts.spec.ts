/**
 * Toasts above modal dialogs: a modal <dialog> (the bag) sits in the browser's
 * top layer and makes the rest of the page inert, so a toast must be shown
 * above it, inside what assistive technology can reach, or it is dimmed behind
 * the backdrop and never announced. Once the dialog closes, toasts show over
 * the page again.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";

/** Is the centre of this toast drawn by the toast itself (nothing, not even a backdrop, above it)? */
async function onTop(toast: Locator) {
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && element.closest("li")?.contains(hit));
  });
}

const bag = (page: Page) => page.getByRole("dialog", { name: "Your bag" });

/** The footer's newsletter form loads its code as it comes into view: until then it is a plain form post. */
async function footerFormReady(page: Page) {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Subscribe" }).scrollIntoViewIfNeeded();
  await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
}

test.describe("toasts", () => {
  test("'Added to bag!' shows above the open bag, inside its accessible content, and can be dismissed there", async ({ page, visit }) => {
    // The page's clock is the test's: a toast's time runs out when the test says so, however slow the machine.
    await page.clock.install();
    await visit("/products/heat-defense-spray");
    await page.getByRole("button", { name: "Add to Bag" }).click();
    await expect(bag(page).getByTestId("bag-line")).toHaveCount(1);

    // Announced: a status inside the modal dialog, so not inert and in the accessibility tree.
    const toast = bag(page).getByRole("status").filter({ hasText: "Added to bag!" });
    await expect(toast).toBeVisible();
    await expect.poll(() => onTop(toast)).toBe(true);
    // The pointer on it holds it (it would go after 5 s), which leaves time for the checks below.
    await toast.hover();
    await expectAccessible(page);

    // Reachable by keyboard from inside the bag (the page behind is inert), and it stays while focused.
    const dismiss = bag(page).getByRole("button", { name: "Dismiss notification" });
    const dismissFocused = () => dismiss.evaluateAll((buttons) => buttons.some((button) => button === document.activeElement));
    for (let presses = 0; presses < 20 && !(await dismissFocused()); presses++) await page.keyboard.press("Tab");
    await expect(dismiss).toBeFocused();
    await page.mouse.move(5, 400);
    // Past the time it would have gone by itself: focused, it stays.
    await page.clock.runFor(5_500);
    await expect(toast).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(toast).toBeHidden();
    await expect(bag(page)).toBeVisible();

    // The bag closes: the next toast shows over the page itself.
    await page.keyboard.press("Escape");
    await expect(bag(page)).toBeHidden();
    const footer = page.getByRole("contentinfo");
    await footerFormReady(page);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Email required" });
    await expect(alert).toBeVisible();
    await expect.poll(() => onTop(alert)).toBe(true);
    expect(await alert.evaluate((element) => element.closest("dialog"))).toBeNull();
  });

  test("a toast fades out by itself when nobody is on it", async ({ page, visit }) => {
    await visit("/contact");
    await footerFormReady(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Email required" });
    await expect(alert).toBeVisible();
    // Errors stay 7 s.
    await expect(alert).toBeHidden({ timeout: 12_000 });
  });
});
