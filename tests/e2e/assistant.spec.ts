import { beacons, expect, expectAccessible, recordBeacons, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe("the salon's own assistant", () => {
  test("the hero's chat button opens it; a keratin price question is answered with A$ 324 and its page", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/");
    await page.getByRole("link", { name: "Chat with us" }).first().click();
    const panel = page.getByRole("dialog", { name: "Ask Wattle & Thread" });
    await expect(panel).toBeVisible();
    const input = panel.getByRole("textbox", { name: "Your question" });
    await expect(input).toBeFocused();
    await expect(panel.getByRole("list", { name: "Suggested questions" })).toBeVisible();
    await input.fill("how much is keratin smoothing?");
    await input.press("Enter");
    const log = panel.getByRole("log");
    await expect(log).toContainText("A$ 324");
    await expect(log.getByRole("link", { name: "Mid-length Straight Up smoothing" })).toHaveAttribute("href", "/services/smoothing/mid-length-straight-up-smoothing");
    await expectAccessible(page);
    await expect.poll(async () => (await beacons(page, "chat_clicked")).map((b) => b.props)).toContainEqual({ source: "home_hero" });
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props.action))
      .toEqual(expect.arrayContaining(["chat_opened", "question_answered"]));

    // The conversation stays for the session: after a reload it is still there.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "Chat with us" }).first().click();
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" }).getByRole("log")).toContainText("A$ 324");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Chat with us" }).first()).toBeFocused();
  });

  test("an off-topic question is declined with the call button, and a callback is stored and shown in /admin", async ({ page, visit }) => {
    await recordBeacons(page);
    const name = `Callback ${stamp()}`;
    await visit("/contact");
    await page.getByRole("main").getByRole("link", { name: "Chat with the assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Ask Wattle & Thread" });
    const input = panel.getByRole("textbox", { name: "Your question" });
    await input.fill("what is the capital of france?");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("I don't know that one");
    await expect(panel.getByRole("link", { name: "Call the salon" })).toHaveAttribute("href", "tel:+61295432234");
    await panel.getByRole("button", { name: "Ask for a call back" }).click();
    await panel.getByRole("textbox", { name: "Your name" }).fill(name);
    await panel.getByRole("textbox", { name: "Phone" }).fill("0412 555 123");
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Call me back" }).click();
    await expect(panel.getByText(`Thanks, ${name}. We'll call you back soon.`)).toBeVisible();
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props.action))
      .toEqual(expect.arrayContaining(["chat_opened", "question_unanswered", "callback_requested"]));

    await loginAsOwner(page, "/admin/inbox?s=callbacks");
    await expect(page.getByRole("main")).toContainText(name);
    await expect(page.getByRole("main")).toContainText("what is the capital of france?");
    await page.goto("/admin/inbox?s=questions");
    await expect(page.getByRole("main")).toContainText("what is the capital of france?");
  });

  test("questions are stored with contact details removed", async ({ page, request }) => {
    // Letters only: digits in the marker would themselves be taken for a phone number.
    const id = `marker${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 8)}`;
    await request.get(`/ask?q=${encodeURIComponent(`parking ${id} me at jo.${id}@example.com or 0412 345 678`)}`);
    await loginAsOwner(page, `/admin/inbox?s=questions&q=${id}`);
    await expect(page.getByRole("main")).toContainText(`parking ${id} me at [email] or [phone]`);
    await expect(page.getByRole("main")).not.toContainText("example.com");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("chat buttons lead to /ask, which answers opening hours on the server, noindex", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Chat with us" }).first()).toHaveAttribute("href", "/ask");
      const response = await page.goto("/ask?q=opening%20hours");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("main")).toContainText("Tuesday 10:00 AM – 5:00 PM");
      await expect(page.getByRole("main")).toContainText("Monday closed");
      await expect(page.getByRole("link", { name: "Hours, map and contact details" })).toHaveAttribute("href", "/contact");
    });

    test("the callback form works as a plain form, with clear errors", async ({ page }) => {
      await page.goto("/ask?q=do%20you%20do%20nails");
      await expect(page.getByRole("main")).toContainText("I don't know that one");
      await page.getByRole("textbox", { name: "Your name" }).fill("No Script");
      await page.getByRole("textbox", { name: "Phone" }).fill("12");
      await page.getByRole("button", { name: "Call me back" }).click();
      await expect(page.getByRole("main")).toContainText("Please enter a phone number we can call");
      await page.getByRole("textbox", { name: "Phone" }).fill("(02) 9543 0000");
      await page.getByRole("button", { name: "Call me back" }).click();
      await expect(page.getByText("Thanks, No Script. We'll call you back soon.")).toBeVisible();
    });
  });

  test("a question that is too long gets a 400 with a message", async ({ request }) => {
    const response = await request.get(`/ask?q=${"a".repeat(400)}`);
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please keep your question under 300 characters.");
  });

  for (const width of [390, 1280]) {
    test(`screenshots of the panel and /ask at ${width} px`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await visit("/");
      await page.getByRole("link", { name: "Chat with us" }).first().click();
      const panel = page.getByRole("dialog", { name: "Ask Wattle & Thread" });
      await panel.getByRole("textbox", { name: "Your question" }).fill("how much is a half head of foils");
      await panel.getByRole("textbox", { name: "Your question" }).press("Enter");
      await expect(panel.getByRole("log")).toContainText("A$");
      // The Book button in the header stays visible and usable beside the panel.
      await expect(page.getByRole("banner").getByRole("link", { name: /Book now/ })).toBeInViewport();
      await page.screenshot({ path: `test-results/assistant-panel-${width}.png` });
      await visit("/ask?q=is%20there%20parking");
      await page.screenshot({ path: `test-results/assistant-ask-${width}.png`, fullPage: true });
    });
  }
});
