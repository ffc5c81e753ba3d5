import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

test.use({ viewport: { width: 390, height: 844 } });

/** This week's figure on the dashboard card `testId`, as a number ("$1,234.50" → 1234.5). */
async function thisWeek(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).locator("dd").first().textContent()) ?? "";
  return Number(text.replace(/[^0-9.]/g, ""));
}

test.describe("the week at a glance", () => {
  test("an order placed now shows in this week's orders, their total and the top products", async ({ page }) => {
    await loginAsOwner(page, "/admin");
    await expect(page.getByRole("heading", { name: "The week at a glance", level: 1 })).toBeVisible();
    const ordersBefore = await thisWeek(page, "week-orders");
    const totalBefore = await thisWeek(page, "week-orders-placed");

    await page.goto("/products/heat-defense-spray");
    await hydrated(page);
    const product = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Jane Citizen");
    await page.getByLabel("E-mail").fill(`week.${Date.now()}@example.com`);
    await page.getByLabel("Mobile phone").fill("0412 345 678");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
    const orderTotal = Number(((await page.getByTestId("order-total").textContent()) ?? "").replace(/[^0-9.]/g, ""));
    expect(orderTotal).toBeGreaterThan(0);

    await page.goto("/admin");
    // Other tests may place orders at the same time: this one is at least counted.
    expect(await thisWeek(page, "week-orders")).toBeGreaterThanOrEqual(ordersBefore + 1);
    expect(await thisWeek(page, "week-orders-placed")).toBeGreaterThanOrEqual(totalBefore + orderTotal - 0.001);
    const orders = page.getByRole("region", { name: "Orders" });
    await expect(orders.getByRole("table", { name: /Top products/ }).getByRole("rowheader", { name: product })).toBeVisible();
    // The chart is an image with a sentence for screen readers, and its numbers are in a table too.
    await expect(orders.getByRole("img", { name: /Orders: \d+ orders this week so far, \d+ last week\./ })).toBeVisible();
    await orders.getByText("Day by day", { exact: true }).click();
    await expect(orders.getByRole("table", { name: "Orders day by day" })).toBeVisible();

    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    // The inbox keeps its own address, one tap away in the header.
    await page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: /^Orders/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?s=orders/);
    await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  });
});
