import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";
import { checkoutWithBuyNow, placeOrder, storefrontToken } from "./support/shop";

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const salonEmail = "hello@wattleandthread.com.au";

/** Units left of a product's first variant, read through the embedded Storefront API (never cached). */
async function shelf(request: APIRequestContext, handle: string) {
  const response = await request.post("/api/storefront/2024-07/graphql.json", {
    headers: { "X-Shopify-Storefront-Access-Token": storefrontToken },
    data: { query: `query { product(handle: "${handle}") { availableForSale variants(first: 1) { nodes { quantityAvailable availableForSale currentlyNotInStock } } } }` },
  });
  const body = (await response.json()) as { data: { product: { availableForSale: boolean; variants: { nodes: { quantityAvailable: number; availableForSale: boolean; currentlyNotInStock: boolean }[] } } } };
  return { product: body.data.product.availableForSale, ...body.data.product.variants.nodes[0] };
}

const newOrders = async (page: Page) => {
  const tab = page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: /^Orders/ });
  const badge = tab.getByText(/^\d+ new$/);
  return (await badge.count()) ? Number.parseInt((await badge.textContent()) ?? "0", 10) : 0;
};

// Long flows with many round trips: generous on a machine shared with other test runs. Serial, so this file's
// own orders do not move the unseen count another of its tests is reading.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("orders the salon can fulfil", () => {
  test("the customer and the salon are e-mailed, the owner opens the order, marks it ready, then collected", async ({ page }) => {
    const email = `order.${stamp()}@example.com`;
    await checkoutWithBuyNow(page, "heat-defense-spray", email);
    const orderId = await placeOrder(page);
    const number = orderId.replace("WT-", "");

    await loginAsOwner(page);
    // No SMTP in this run: the inbox says plainly that no e-mail leaves the server.
    await expect(page.getByRole("note")).toContainText("no e-mail leaves this server until a mail server (SMTP) is connected");

    const confirmation = await latestMailTo(page, email, new RegExp(`Your order ${orderId} with`));
    expect(confirmation.text).toContain("Thanks, Jane. We have your order.");
    expect(confirmation.text).toContain("1 × Heat Defense Spray  $28.00");
    expect(confirmation.text).toContain("To pay when you collect: $28.00 AUD");
    expect(confirmation.text).toContain("Shop 4, 21 Yala Road, Bangor NSW 2234");
    expect(confirmation.text).toMatch(/Opening hours:\n {2}Mon Closed\n {2}Tue 10:00 AM – 5:00 PM/);
    expect(confirmation.text).toContain(`Want to change or cancel it? Reply to this e-mail or call us on (02) 9543 2234, quoting ${orderId}.`);
    await expectAccessible(page);

    // The salon's notice goes to the salon, with the customer as the Reply-To.
    await page.goto(`/admin/inbox?s=mailbox&q=${encodeURIComponent(`New order ${orderId}`)}`);
    const notice = page.locator("tbody tr[data-row-id]");
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(salonEmail);
    await expect(notice).toContainText(`New order ${orderId} from Jane Citizen: 28.00 AUD`);
    await expect(notice).toContainText(email);

    // New until opened: the row says so, and the tab's count drops by one when the order is opened.
    await page.goto(`/admin/inbox?s=orders&q=${number}`);
    const row = page.locator("tbody tr[data-row-id]");
    await expect(row.getByRole("link", { name: `${orderId} New` })).toBeVisible();
    await expect(row).toContainText("Placed");
    await expectAccessible(page);
    const unseenBefore = await newOrders(page);
    expect(unseenBefore).toBeGreaterThan(0);
    await row.getByRole("link", { name: new RegExp(orderId) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Placed");
    await expectAccessible(page);
    await page.goto(`/admin/inbox?s=orders&q=${number}`);
    expect(await newOrders(page)).toBe(unseenBefore - 1);
    await expect(page.locator("tbody tr[data-row-id]").getByText("New", { exact: true })).toHaveCount(0);

    // Ready: a real form post; the customer gets the ready e-mail.
    await page.goto(`/admin/orders/${number}`);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Mark collected" })).toHaveCount(0);
    await page.getByRole("button", { name: "Mark ready for pick-up" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked ready for pick-up. The customer's e-mail is kept in the Mailbox.");
    await expect(page.getByTestId("order-status")).toHaveText("Ready for pick-up");
    await expect(page.getByTestId("order-history-entry")).toHaveText([/Placed → Ready for pick-up, by Owner/]);
    await expectAccessible(page);
    const ready = await latestMailTo(page, email, /is ready to collect/);
    expect(ready.subject).toBe(`Your order ${orderId} is ready to collect`);
    expect(ready.text).toContain("Good news, Jane: your order is ready.");
    expect(ready.text).toContain("To pay when you collect: $28.00 AUD");

    await page.goto(`/admin/orders/${number}`);
    await page.getByRole("button", { name: "Mark collected" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Collected");
    // Collected and paid: what is left is a refund or a return (order-refunds.spec.ts).
    await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
    await expect(page.getByText("Record a refund or return…")).toBeVisible();
    await expect(page.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
    const collected = await latestMailTo(page, email, /Thanks for collecting/);
    expect(collected.text).toContain(`You've collected order ${orderId}.`);
  });

  test("two shoppers buy the last unit at once: one order, one clear refusal; cancelling with a reason puts it back", async ({ browser, page, request }) => {
    const handle = "ultimate-pamper-gift-pack";
    expect(await shelf(request, handle)).toMatchObject({ quantityAvailable: 1, availableForSale: true });
    const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
    const shoppers = await Promise.all([first.newPage(), second.newPage()]);
    const emails = [`race.a.${stamp()}@example.com`, `race.b.${stamp()}@example.com`];
    await Promise.all(shoppers.map((shopper, i) => checkoutWithBuyNow(shopper, handle, emails[i] ?? "")));
    await Promise.all(shoppers.map((shopper) => shopper.getByRole("button", { name: /Place order/ }).click()));

    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const placed = shopper.waitForURL(/\/order-confirmation/).then(() => "placed" as const);
        const refused = shopper.locator("#checkout-message").waitFor().then(() => "refused" as const);
        return Promise.race([placed, refused]);
      }),
    );
    expect([...outcomes].sort()).toEqual(["placed", "refused"]);
    const winner = shoppers[outcomes.indexOf("placed")] as Page;
    const loser = shoppers[outcomes.indexOf("refused")] as Page;
    await expect(loser.locator("#checkout-message")).toHaveText("Sorry, Ultimate Pamper Gift Pack has just sold out. Please change your bag and try again. Nothing has been ordered.");
    await expect(loser).toHaveURL(/\/checkout\//);
    const orderId = (await winner.getByTestId("order-number").textContent()) ?? "";
    expect(await shelf(request, handle)).toEqual({ product: false, quantityAvailable: 0, availableForSale: false, currentlyNotInStock: true });
    await Promise.all([first.close(), second.close()]);

    await loginAsOwner(page);
    await page.goto(`/admin/inbox?s=mailbox&q=${encodeURIComponent(emails[outcomes.indexOf("refused")] ?? "")}`);
    await expect(page.getByText(/^Nothing matches/)).toBeVisible();

    const number = orderId.replace("WT-", "");
    await page.goto(`/admin/orders/${number}`);
    await hydrated(page);
    await page.getByText("Cancel this order…").click();
    const reason = page.getByLabel("Reason (the customer is told it)");
    await expect(reason).toBeVisible();
    await expectAccessible(page);
    // Only blanks: refused by the server with a message, nothing changed.
    await reason.fill("     ");
    await page.getByRole("button", { name: `Cancel order ${orderId}` }).click();
    await expect(page.getByRole("alert")).toHaveText("Please give the reason for cancelling: the customer is told it.");
    await expect(page.getByTestId("order-status")).toHaveText("Placed");
    expect(await shelf(request, handle)).toMatchObject({ quantityAvailable: 0 });

    await page.getByLabel("Reason (the customer is told it)").fill("The gift box was damaged in delivery to us");
    await page.getByRole("button", { name: `Cancel order ${orderId}` }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("order-history-entry")).toContainText(["Reason: The gift box was damaged in delivery to us"]);
    expect(await shelf(request, handle)).toEqual({ product: true, quantityAvailable: 1, availableForSale: true, currentlyNotInStock: false });
    const cancelled = await latestMailTo(page, emails[outcomes.indexOf("placed")] ?? "", /has been cancelled/);
    expect(cancelled.text).toContain("Reason: The gift box was damaged in delivery to us");
    expect(cancelled.text).toContain("Nothing is owed");
  });

  test("the to-prepare sheet sums the placed orders per product and prints on A4 without the site around it", async ({ page }) => {
    const email = `prep.${stamp()}@example.com`;
    await checkoutWithBuyNow(page, "nourishing-hair-oil", email);
    const a = await placeOrder(page);
    await checkoutWithBuyNow(page, "nourishing-hair-oil", email);
    const b = await placeOrder(page);

    await loginAsOwner(page);
    await page.getByRole("link", { name: /^Orders/ }).click();
    await page.getByRole("link", { name: "To prepare" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "To prepare" })).toBeVisible();
    await expectAccessible(page);
    const oil = page.getByTestId("prep-line").filter({ hasText: "Nourishing Hair Oil" });
    await expect(oil).toHaveCount(1);
    await expect(oil.getByRole("link", { name: a })).toBeVisible();
    await expect(oil.getByRole("link", { name: b })).toBeVisible();
    // The sum agrees with the orders listed under it (other tests' orders may be on the sheet too).
    const listed = await page.getByRole("listitem").filter({ hasText: /^\d+ × Nourishing Hair Oil$/ }).allTextContents();
    const expected = listed.map((text) => Number.parseInt(text, 10)).reduce((sum, n) => sum + n, 0);
    expect(expected).toBeGreaterThanOrEqual(2);
    await expect(oil.locator("td").first()).toHaveText(String(expected));

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "All orders" })).toBeHidden();
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });
});
