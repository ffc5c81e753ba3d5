import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A contact-form message with a phone number, as the site's form sends it. */
async function sendMessage(request: APIRequestContext, id: string) {
  const email = `work.${id}@example.com`;
  const response = await request.post("/api/leads", {
    data: {
      contact: { name: `Kim ${id}`, first_name: "Kim", last_name: id, email, phone: "(02) 9543 1234" },
      context: { form_name: "contact_form", event_name: "contact_form_submit", timestamp: new Date().toISOString(), client_id: `client-${id}`, source_page: "http://localhost/contact" },
      consent: { marketing: false },
      free_text: { message: `Can I move my colour appointment? ${id}`, topic: "other", topic_label: "Other" },
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A click-and-collect order placed as a shopper does; returns its number. */
async function placeOrder(page: Page) {
  await page.goto("/products/heat-defense-spray");
  await hydrated(page);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await hydrated(page);
  await page.getByLabel("Full name").fill("Jane Citizen");
  await page.getByLabel("E-mail").fill(`work.order.${stamp()}@example.com`);
  await page.getByLabel("Mobile phone").fill("0412 345 678");
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
  return ((await page.getByTestId("order-number").textContent()) ?? "").replace("WT-", "");
}

/** The back office's own layout: its header, and nothing of the public site's shell. */
async function expectBackOffice(page: Page) {
  await expect(page.getByRole("banner")).toContainText("Back office");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Book/ })).toHaveCount(0);
  // No sign-up form of the public site (the sign-in form's own e-mail field is the back office's).
  await expect(page.locator('form[action="/newsletter"], form[action="/subscribe"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: /bag|chat|assistant/i })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(390);
}

/** The "N new" badge on an inbox section's tab: 0 when it shows none. */
async function unseenCount(page: Page, label: string) {
  const tab = page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: new RegExp(`^${label}`) });
  const badge = tab.getByText(/^\d+ new$/);
  return (await badge.count()) ? Number.parseInt((await badge.textContent()) ?? "0", 10) : 0;
}

test.describe("the back office as a work tool", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every page has its own layout, reads well at 390 px without sideways scrolling, and passes axe", async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = stamp();
    await sendMessage(request, id);
    const number = await placeOrder(page);

    await page.goto("/admin/login");
    await expectBackOffice(page);
    await expectAccessible(page);
    await loginAsOwner(page);
    await page.goto(`/admin/inbox?s=messages&q=${id}`);
    const itemPath = await page.locator("tbody tr[data-row-id]").first().getByRole("link", { name: /^Open/ }).getAttribute("href");
    for (const path of ["/admin", "/admin/inbox?s=orders", "/admin/inbox?s=mailbox", `/admin/orders/${number}`, "/admin/orders/to-prepare", itemPath!, "/admin/messages/999999999"]) {
      await page.goto(path);
      await hydrated(page);
      await expectBackOffice(page);
      await expectAccessible(page);
    }
    // On a laptop the wide tables scroll inside their own box, never the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ["/admin/inbox?s=messages", "/admin/inbox?s=orders", "/admin/inbox?s=outbox"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${path}`).toBeLessThanOrEqual(1280);
    }
  });

  test("an entry's page offers tap-to-mail and tap-to-call, and opening it clears its New mark", async ({ page, request }) => {
    const id = stamp();
    const email = await sendMessage(request, id);
    await loginAsOwner(page);

    await page.goto(`/admin/inbox?s=messages&q=${id}`);
    const row = page.locator("tbody tr[data-row-id]");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

    await page.goto("/admin/inbox?s=messages");
    expect(await unseenCount(page, "Messages")).toBeGreaterThan(0);

    await page.goto(`/admin/inbox?s=messages&q=${id}`);
    await row.getByRole("link", { name: /^Open/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages\/\d+$/);
    await expect(page.getByRole("link", { name: `Write to ${email}` })).toHaveAttribute("href", `mailto:${email}`);
    await expect(page.getByRole("link", { name: "Call (02) 9543 1234" })).toHaveAttribute("href", "tel:0295431234");
    await expect(page.getByText(`Can I move my colour appointment? ${id}`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: /^Messages/ })).toHaveAttribute("aria-current", "true");

    // The section's count of new entries falling by one is proven where other tests' messages cannot change it meanwhile
    // (leads.server.test.ts): here other specs send and open messages at the same time.
    await page.goto(`/admin/inbox?s=messages&q=${id}`);
    await expect(row.getByText("New", { exact: true })).toHaveCount(0);
  });

  test("the CSV gives times in Sydney with their offset", async ({ page, request }) => {
    const id = stamp();
    await sendMessage(request, id);
    await loginAsOwner(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const csv = await (await request.get(`/admin/export/messages?q=${id}`, { headers: { cookie } })).text();
    const received = csv.replace(/^\ufeff/, "").split("\r\n")[1]!.split(",")[0]!;
    expect(received).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);
    // The wall-clock time and the offset name the same instant: the message was sent a moment ago.
    expect(Math.abs(Date.parse(received) - Date.now())).toBeLessThan(5 * 60_000);
  });
});
