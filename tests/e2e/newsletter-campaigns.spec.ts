import type { Page } from "@playwright/test";
import { formattedAddress, salon } from "../../app/config/salon";
import { expect, expectAccessible, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test.use({ viewport: { width: 390, height: 844 } });

/** A visitor signs up in the footer (the form's no-JavaScript post); the owner's mailbox holds the welcome e-mail. */
async function signUp(page: Page, email: string) {
  expect((await page.request.post("/newsletter", { form: { email } })).ok()).toBe(true);
}

/** The visitor follows the confirmation link of their welcome e-mail. */
async function confirm(page: Page, email: string) {
  const link = new URL((await latestMailTo(page, email)).path(/\/confirm\?/), "http://localhost");
  const answer = await page.request.post("/api/newsletter-confirm", {
    data: { email: link.searchParams.get("email"), token: link.searchParams.get("token") },
  });
  expect(answer.ok()).toBe(true);
}

async function subscriberStatus(page: Page, email: string) {
  await page.goto(`/admin/inbox?s=subscribers&q=${encodeURIComponent(email)}`);
  return page.locator("tbody tr[data-row-id]").first();
}

/** How many e-mails with this subject the mailbox holds for the address. */
async function messagesTo(page: Page, email: string, subject: string) {
  await page.goto(`/admin/inbox?s=mailbox&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  return page.locator("tbody tr[data-row-id]", { hasText: subject }).count();
}

test("the owner writes a newsletter on her phone, tests it, and sends it to confirmed subscribers only, each with a one-click unsubscribe", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const confirmed = [unique("confirmed-a"), unique("confirmed-b")];
  const unconfirmed = unique("unconfirmed");
  const unsubscribed = unique("unsubscribed");

  await loginAsOwner(page);
  for (const email of [...confirmed, unconfirmed, unsubscribed]) await signUp(page, email);
  for (const email of [...confirmed, unsubscribed]) await confirm(page, email);
  const leaving = (await latestMailTo(page, unsubscribed)).path(/\/unsubscribe\?/);
  expect((await page.request.post(leaving, { form: {} })).ok()).toBe(true);
  await expect(await subscriberStatus(page, unsubscribed)).toContainText("unsubscribed");
  await expect(await subscriberStatus(page, unconfirmed)).toContainText("pending");

  // Bad input: refused by its field, with a 4xx, nothing stored.
  const subject = `Gloss week ${Date.now()}`;
  await page.goto("/admin/newsletter");
  // Found in the back office's menu, which marks it as the page she is on.
  await page.locator("summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "Newsletter" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.locator("summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("note")).toContainText("E-mail is not set up");
  await expectAccessible(page);
  const refused = await page.request.post("/admin/newsletter", { form: { subject: "", body: "Hello <b>there</b>" } });
  expect(refused.status()).toBe(400);
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByText("Please write a subject")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please write the message.")).toBeVisible();

  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Message")
    .fill("# Spring gloss week\n\nA glossing treatment with every colour this week. See the [menu](/services).");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Draft saved");

  // The preview is the message itself, at phone width.
  const preview = page.frameLocator("iframe[title^='Preview']");
  await expect(preview.getByRole("heading", { name: "Spring gloss week" })).toBeVisible();
  await expect(preview.getByText(formattedAddress, { exact: false })).toBeVisible();
  const frameWidth = await page.locator("iframe[title^='Preview']").evaluate((frame) => frame.getBoundingClientRect().width);
  expect(frameWidth).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save and send me a test" }).click();
  await expect(page.getByRole("status")).toContainText(`a test is on its way to ${salon.email}`);
  const campaignPath = new URL(page.url()).pathname;
  const testMail = await latestMailTo(page, salon.email, new RegExp(`Test: ${subject}`));
  expect(testMail.text).toContain("A glossing treatment with every colour this week.");

  // Send: to as many as have confirmed now, derived from what the page says.
  await page.goto(campaignPath);
  const sendPanel = page.locator("details", { hasText: "Send to" });
  await sendPanel.locator("summary").click();
  const sendButton = sendPanel.getByRole("button", { name: /Send it to \d+ subscribers? now/ });
  const audience = Number(/(\d+)/.exec((await sendButton.textContent()) ?? "")![1]);
  expect(audience).toBeGreaterThanOrEqual(confirmed.length);
  await sendButton.click();
  // Specs running beside this one may confirm or erase subscribers of their own between the page and the send: the
  // send counts those confirmed at that moment, which always include this test's own.
  await expect(page.getByRole("status")).toContainText(/Queued for \d+ subscribers/);
  const queued = Number(/Queued for (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")![1]);
  expect(queued).toBeGreaterThanOrEqual(confirmed.length);
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveCount(0);

  const count = (label: string) => page.locator(`[data-count="${label}"]`).textContent().then(Number);
  await expect
    .poll(async () => {
      await page.goto(campaignPath);
      return count("Sent");
    })
    .toBe(queued);
  expect(await count("Failed")).toBe(0);
  expect(await count("Queued")).toBe(0);
  await expectAccessible(page);

  // Exactly one message to each confirmed subscriber, none to the others.
  for (const email of confirmed) expect(await messagesTo(page, email, subject), email).toBe(1);
  for (const email of [unconfirmed, unsubscribed]) expect(await messagesTo(page, email, subject), email).toBe(0);

  // Each message names the salon and carries a one-click unsubscribe: a mail client's POST from its own origin unsubscribes at once.
  for (const email of confirmed) {
    const message = await latestMailTo(page, email, new RegExp(subject));
    expect(message.text).toContain(salon.name);
    expect(message.text).toContain(formattedAddress);
    expect(message.text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const header = /List-Unsubscribe: <([^>]+)>/.exec(message.text);
    expect(header).not.toBeNull();
    const url = new URL(header![1]!);
    expect(message.text).toContain(`Unsubscribe: ${url.href}`);
    const oneClick = await page.request.post(url.pathname + url.search, {
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    await expect(await subscriberStatus(page, email)).toContainText("unsubscribed");
  }

  await page.goto(campaignPath);
  expect(await count("Unsubscribed since")).toBeGreaterThanOrEqual(confirmed.length);
});
