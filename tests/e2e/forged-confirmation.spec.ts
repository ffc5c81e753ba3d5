/**
 * The order confirmation shows only what the database holds. A link that writes its own items, totals or order
 * number, without that order's token, gets a generic thank-you: no order, nothing the link wrote, no purchase
 * tracked, and the ways to reach the salon. The buyer's own link shows the order as it was placed, whatever
 * else its query says.
 */
import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { beacons, expect, recordBeacons, test } from "./support/fixtures";
import { checkoutWithBuyNow, placeOrder } from "./support/shop";

test.use({ viewport: { width: 390, height: 844 } });
// A checkout on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const forgedText = "Call 0400 000 000 to claim refund";
const forged = { subtotal: "1.00", total: "1.00", currency: "AUD", items: JSON.stringify([{ title: forgedText, id: "x", quantity: 1, price: 1 }]) };

const confirmation = (params: Record<string, string>) => `/order-confirmation?${new URLSearchParams(params).toString()}`;

/** The generic thank-you: no order on the page, nothing the link wrote, no purchase tracked, and whom to ask. */
async function expectNoOrderShown(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page).not.toHaveTitle(/Order confirmed/);
  for (const part of ["order-number", "order-item", "order-subtotal", "order-total"]) await expect(page.getByTestId(part)).toHaveCount(0);
  const text = await page.locator("body").innerText();
  expect(text).not.toContain(forgedText);
  expect(text).not.toContain("0400 000 000");
  const note = page.getByTestId("order-unshown");
  await expect(note.getByRole("link", { name: salon.phone.display })).toHaveAttribute("href", `tel:${salon.phone.e164}`);
  await expect(note.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");
  // The page decides on the purchase before the shell's page view is tracked: with the page view sent, a purchase would be too.
  await expect.poll(async () => (await beacons(page, "page_view")).length).toBeGreaterThan(0);
  expect(await beacons(page, "purchase_client")).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await recordBeacons(page);
});

test("a forged confirmation link shows no forged items", async ({ page, visit }) => {
  // The link as it was found: an order number that was never given out, items and a total of its own.
  await visit(confirmation({ order_id: "WT-1", ...forged }));
  await expectNoOrderShown(page);

  // A purchase stored in the page's data layer or this tab's session storage is not an order either.
  await page.addInitScript((title) => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: "purchase", ecommerce: { transaction_id: "WT-9002", value: 1, items: [{ item_id: "x", item_name: title, price: 1, quantity: 1 }] } }];
    sessionStorage.setItem("last_order", JSON.stringify({ order_id: "WT-9003", total: 1, items: [{ title, id: "x", quantity: 1, price: 1 }] }));
  }, forgedText);
  await visit("/order-confirmation");
  await expectNoOrderShown(page);

  // Unreadable or out-of-range parts: the same page, never an error.
  const unreadable: Record<string, string>[] = [
    { order_id: "WT-99999999999", token: "x".repeat(43), items: "[not-json" },
    { order_id: forgedText, token: "../../etc/passwd", total: "NaN" },
    { orderId: "WT-1001", token: "%ZZ" },
  ];
  for (const params of unreadable) {
    await visit(confirmation(params), { axe: false });
    await expectNoOrderShown(page);
  }
});

test("a real order's number without its token shows nothing; its own link shows the order as placed", async ({ page, visit }) => {
  await checkoutWithBuyNow(page, "heat-defense-spray", `forged.${Date.now()}@example.com`);
  const orderId = await placeOrder(page);
  const link = new URL(page.url());
  const token = link.searchParams.get("token") ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("order-item")).toHaveText(/Heat Defense Spray/);
  const realTotal = (await page.getByTestId("order-total").textContent()) ?? "";

  // Its number with forged items: without a token, and with a token of the right shape that is not its own.
  await visit(confirmation({ order_id: orderId, ...forged }));
  await expectNoOrderShown(page);
  const otherToken = token.startsWith("A") ? `B${token.slice(1)}` : `A${token.slice(1)}`;
  await visit(confirmation({ order_id: orderId, ...forged, token: otherToken }));
  await expectNoOrderShown(page);
  // Its token under another order's number.
  await visit(confirmation({ order_id: "WT-1", ...forged, token }));
  await expectNoOrderShown(page);

  // Its own token with the query's items and totals rewritten: the order from the database, not the query.
  await visit(confirmation({ order_id: orderId, ...forged, token }));
  await expect(page.getByTestId("order-number")).toHaveText(orderId);
  await expect(page).toHaveTitle(/Order confirmed/);
  await expect(page.getByTestId("order-item")).toHaveCount(1);
  await expect(page.getByTestId("order-item")).toContainText("Heat Defense Spray");
  await expect(page.getByTestId("order-total")).toHaveText(realTotal);
  expect(await page.locator("body").innerText()).not.toContain(forgedText);
});
