import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { beacons, expect, expectAccessible, holdRequests, hydrated, recordBeacons, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";
import { loggedEvents, logMark } from "./support/server-log";
import { startWebhookStandIn, type Delivery } from "./support/webhook";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillValid(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Citizen");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill("0412 345 678");
  await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Could I book a gloss and blow-dry on Thursday evening?");
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

test.describe("contact page", () => {
  test("shows how to reach the salon, its hours, parking, the map link and 24/7 help", async ({ page, visit }) => {
    await visit("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: `Call ${salon.phone.display}` })).toHaveAttribute("href", `tel:${salon.phone.e164}`);
    await expect(main.getByRole("link", { name: `Text ${salon.sms.display}` })).toHaveAttribute("href", `sms:${salon.sms.e164}`);
    await expect(main.getByRole("link", { name: salon.email })).toHaveAttribute("href", `mailto:${salon.email}`);
    await expect(main.getByText("Wednesday")).toBeVisible();
    for (const tip of ["Free street parking", "Rear parking", "Wheelchair access"]) await expect(main.getByRole("heading", { name: tip })).toBeVisible();
    // No map is configured: a directions link instead of an embed.
    await expect(main.locator("iframe")).toHaveCount(0);
    await expect(main.getByRole("link", { name: /Get directions/ }).first()).toHaveAttribute("href", salon.mapsUrl);
    await main.getByRole("link", { name: "Chat with the assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Call the phone assistant" })).toHaveAttribute("href", `tel:${salon.phone.e164}`);
  });

  test("sends a message, tracks a lead worth 20 and starts again empty", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/contact");
    await fillValid(page, unique("sent"));
    await send(page);
    await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expectAccessible(page);
    await expect.poll(async () => (await beacons(page, "generate_lead")).map((b) => b.props)).toEqual([{ form_name: "contact_form", value: 20, currency: "AUD" }]);
    expect((await beacons(page, "contact_form_submit"))[0]?.props).toMatchObject({ topic: "service_question", topic_label: "Service Question" });
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "What do you need help with?" })).toHaveValue("");
  });

  test("what was typed before the page's scripts ran stays once they have, and is sent", async ({ page }) => {
    const release = await holdRequests(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    const message = page.getByRole("textbox", { name: "Message", exact: true });
    await name.fill("Jane Citizen");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(unique("early"));
    await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
    await message.fill("Could I book a gloss and blow-dry on Thursday evening?");
    release();
    await hydrated(page);
    // Typing in another field renders the form again: what was typed before the scripts ran is still there.
    await page.getByRole("textbox", { name: "Phone (optional)" }).fill("0412 345 678");
    await expect(name).toHaveValue("Jane Citizen");
    await expect(message).toHaveValue("Could I book a gloss and blow-dry on Thursday evening?");
    await send(page);
    await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();
  });

  test("shows every validation message, verbatim, and editing a field clears its error", async ({ page, visit }) => {
    test.setTimeout(60_000);
    await visit("/contact");
    await send(page);
    await expect(page.getByText("Validation Error")).toBeVisible();
    await expect(page.getByText("Please check the form and fix any errors.")).toBeVisible();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select what you need help with", { exact: true })).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("J");
    await expect(page.getByText("Name must be at least 2 characters")).toBeHidden();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("x".repeat(101));
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`${"a".repeat(250)}@example.com`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("x".repeat(1001));
    await send(page);
    await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
    await expect(page.getByText("Email must be less than 255 characters")).toBeVisible();
    await expect(page.getByText("Message must be less than 1000 characters")).toBeVisible();

    await page.getByRole("textbox", { name: "Email", exact: true }).fill("jane@");
    await send(page);
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("asks for a topic with its own notice when only the topic is missing", async ({ page, visit }) => {
    await visit("/contact");
    await fillValid(page, unique("topic"));
    await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("");
    await send(page);
    await expect(page.getByText("Topic Required")).toBeVisible();
    await expect(page.getByText("Please select what you need help with.", { exact: true })).toBeVisible();
    await expect(page.getByText("Validation Error")).toBeHidden();
    await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("order_help");
    await expect(page.getByText("Please select what you need help with", { exact: true })).toBeHidden();
    await send(page);
    await expect(page.getByText("We'll get back to you about your order within 2 hours.")).toBeVisible();
  });

  test("after three failed attempts shows the failure, logs it, and Try Again keeps what was typed", async ({ page, context, visit }) => {
    await visit("/contact");
    const email = unique("offline");
    await fillValid(page, email);
    await context.setOffline(true);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText("Submission Error")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("We couldn't send your message. Please try again or call us.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Submission Failed" })).toBeVisible();
    await expect(page.getByText("We couldn't send your message. This might be a temporary network issue.")).toBeVisible();
    await expect(page.getByRole("alert").getByRole("link", { name: salon.phone.display })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __leadCaptureErrors?: { form: string }[] }).__leadCaptureErrors?.map((e) => e.form))).toEqual(["contact_form"]);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await send(page);
    await expect(page.getByRole("heading", { name: /Message sent/ })).toBeVisible();
  });

  test("a bot filling the hidden company field is told it worked and nothing is sent", async ({ page, visit }) => {
    await visit("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/leads")) posts.push(request.url());
    });
    await fillValid(page, unique("bot"));
    await page.getByRole("form", { name: "Send us a message" }).locator('input[name="company"]').fill("Totally Real Pty Ltd", { force: true });
    await send(page);
    await expect(page.getByRole("heading", { name: /Message sent/ })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("a lead sent while the webhook fails arrives exactly once when it is back", async ({ page, visit }) => {
    test.setTimeout(90_000);
    const hook = await startWebhookStandIn({ refusing: true });
    try {
      const start = logMark();
      await visit("/contact");
      const email = unique("webhook");
      await fillValid(page, email);
      await send(page);
      await expect(page.getByRole("heading", { name: /Message sent/ })).toBeVisible();
      // The same message again, the same day: still one lead.
      await page.getByRole("button", { name: "Send Another Message" }).click();
      await fillValid(page, email);
      await send(page);
      await expect(page.getByRole("heading", { name: /Message sent/ })).toBeVisible();

      // Failing at first: the lead's first attempt is refused, and the worker backs off.
      const ours = (list: Delivery[]) => list.filter((d) => d.body.email === email);
      await expect.poll(() => ours(hook.refused).length, { timeout: 45_000 }).toBeGreaterThan(0);
      const mark = logMark();
      hook.accept();
      await expect.poll(() => ours(hook.deliveries).length, { timeout: 45_000 }).toBe(1);
      const [delivered] = ours(hook.deliveries);
      expect(delivered).toMatchObject({ path: "/leads", body: { form_name: "contact_form", name: "Jane Citizen", topic: "service_question", consent_marketing: false } });
      expect(Number(delivered!.headers["x-outbox-attempt"])).toBeGreaterThan(1);
      // Exactly once: the second send was taken as the same lead (so there is one lead, with one outbox row), and
      // the server has marked that row delivered, so it is never sent again.
      const duplicates = loggedEvents<{ id: number }>("lead.duplicate", { mark: start });
      expect(duplicates.map((line) => line.id)).toContain(delivered!.body.lead_id);
      const key = delivered!.headers["idempotency-key"];
      expect(new Set([...ours(hook.refused), delivered!].map((d) => d.headers["idempotency-key"]))).toEqual(new Set([key]));
      await expect.poll(() => loggedEvents<{ id: number }>("outbox.delivered", { mark }).some((line) => `outbox-${line.id}` === key)).toBe(true);
      expect(ours(hook.deliveries)).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });

  test("FAQ answers thank the visitor, even when the answer cannot be sent", async ({ page, context, visit }) => {
    await recordBeacons(page);
    await visit("/contact");
    const first = page.locator("[data-faq-feedback]").first();
    await first.getByRole("button", { name: "Yes" }).click();
    await expect(first.getByText("Thanks for your feedback!")).toBeVisible();
    await expect.poll(async () => (await beacons(page, "faq_feedback")).map((b) => b.props)).toEqual([
      { faq_id: "faq-parking-access", faq_question: "Where are you, and is there parking?", helpful: true },
    ]);
    await context.setOffline(true);
    const second = page.locator("[data-faq-feedback]").nth(1);
    await second.getByRole("button", { name: "No" }).click();
    await expect(second.getByText("Thanks for your feedback!")).toBeVisible();
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checks the form on the server and sends it", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("J");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("J");
    await fillValid(page, unique("nojs"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();
  });

  test("keeps two different messages from one address as two, and the same message posted twice as one", async ({ page }) => {
    const email = unique("twice");
    const post = async (message: string) => {
      await page.goto("/contact");
      await fillValid(page, email);
      await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();
    };
    await post("Could I book a gloss and blow-dry on Thursday evening?");
    await post("Sorry, I meant Friday evening, not Thursday.");
    await post("Sorry, I meant Friday evening, not Thursday.");

    await loginAsOwner(page, `/admin/inbox?s=messages&q=${encodeURIComponent(email)}`);
    await page.goto(`/admin/inbox?s=messages&q=${encodeURIComponent(email)}`);
    const rows = page.locator("tbody tr[data-row-id]");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Sorry, I meant Friday evening");
    await expect(rows.nth(1)).toContainText("Thursday evening?");
  });

  test("records an FAQ answer and thanks the visitor", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("[data-faq-feedback]").first().getByRole("button", { name: "No" }).click();
    await expect(page.getByRole("heading", { name: "Thanks for your feedback!" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
