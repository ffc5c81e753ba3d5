import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";
import { checkoutWithBuyNow, placeOrder } from "./support/shop";

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

test("the owner records a partial refund on a collected order, the customer is e-mailed, and a refund above the total is refused", async ({ page }) => {
  const email = `refund.${stamp()}@example.com`;
  await checkoutWithBuyNow(page, "heat-defense-spray", email);
  const orderId = await placeOrder(page);
  const number = orderId.replace("WT-", "");

  await loginAsOwner(page);
  await page.goto(`/admin/orders/${number}`);
  await hydrated(page);
  // Nothing to refund before the customer has collected (and paid).
  await expect(page.getByText("Record a refund or return…")).toHaveCount(0);
  await page.getByRole("button", { name: "Mark ready for pick-up" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Ready for pick-up");
  await page.getByRole("button", { name: "Mark collected" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Collected");

  const summary = page.getByTestId("order-money");
  const paid = dollars((await summary.locator("dd").nth(0).textContent()) ?? "");
  expect(paid).toBeGreaterThan(1);
  await expect(summary.locator("dd").nth(1)).toHaveText("$0.00");
  await expectAccessible(page);

  // More than was paid: refused next to the amount, with a 4xx, and nothing recorded.
  await page.getByText("Record a refund or return…").click();
  await page.getByLabel("Amount refunded ($)").fill((paid + 0.01).toFixed(2));
  await page.getByLabel("Reason (the customer is told it)").fill("Spray nozzle was faulty");
  const refused = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(`/admin/orders/${number}`));
  await page.getByRole("button", { name: "Record refund" }).click();
  expect((await refused).status()).toBe(400);
  const amount = page.getByLabel("Amount refunded ($)");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toBeFocused();
  await expect(page.locator("#amount-error")).toHaveText(`The most that can still be refunded is $${paid.toFixed(2)}: $${paid.toFixed(2)} paid, $0.00 refunded already.`);
  await expect(summary.locator("dd").nth(1)).toHaveText("$0.00");
  await expectAccessible(page);

  // A partial refund: recorded with who and why, and the money adds up.
  const part = Math.floor(paid / 2);
  await amount.fill(String(part));
  await page.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByTestId("refund-recorded")).toHaveText("Refund recorded. The customer's e-mail is kept in the Mailbox.");
  await expect(page.getByTestId("refund-recorded")).toBeFocused();
  await expect(summary.locator("dd").nth(1)).toHaveText(`$${part.toFixed(2)}`);
  await expect(summary.locator("dd").nth(2)).toHaveText(`$${(paid - part).toFixed(2)}`);
  await expect(page.getByTestId("order-money-entry")).toHaveText([new RegExp(`Refund of \\$${part.toFixed(2)}, by owner\\s*Reason: Spray nozzle was faulty`, "i")]);
  await expectAccessible(page);

  // The customer's e-mail is in the mailbox.
  const mail = await latestMailTo(page, email, new RegExp(`Your refund for order ${orderId}`));
  expect(mail.text).toContain(`Refunded now: $${part.toFixed(2)} AUD`);
  expect(mail.text).toContain("Spray nozzle was faulty");
  await expectAccessible(page);

  // The orders export carries it.
  const csv = await (await page.request.get(`/admin/export/orders?q=${number}`)).text();
  const [header = "", row = ""] = csv.trim().split(/\r?\n/);
  const refundedAt = header.split(",").indexOf("Refunded");
  expect(refundedAt).toBeGreaterThan(-1);
  expect(row).toContain(`${part.toFixed(2)} AUD`);
});
