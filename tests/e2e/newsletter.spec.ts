import { beacons, expect, expectAccessible, holdRequests, recordBeacons, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("newsletter with double opt-in", () => {
  test("what was typed before the form's code arrived stays, with the cursor, and is sent", async ({ page, visit }) => {
    const release = await holdRequests(page, /\/assets\/newsletter-signup-[^/]+\.js$/);
    await visit("/about");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const field = footer.getByLabel("Email address");
    const email = unique("early");
    await field.fill(email);
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "waiting");
    release();
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    await expect(field).toHaveValue(email);
    await expect(field).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("You've been added to our mailing list. Check your inbox for a welcome message.")).toBeVisible();
    await expect(field).toHaveValue("");
  });

  test("footer signup, welcome e-mail in the mailbox, /confirm, then /unsubscribe", async ({ page, visit }) => {
    test.setTimeout(60_000);
    await recordBeacons(page);
    await visit("/contact");
    const footer = page.getByRole("contentinfo");
    // The form's code loads as the footer comes near; until then the plain form would post without JavaScript.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Email required")).toBeVisible();
    await expect(page.getByText("Please enter your email address")).toBeVisible();

    const email = unique("news");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("You've been added to our mailing list. Check your inbox for a welcome message.")).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");

    await loginAsOwner(page);
    await page.goto(`/admin/inbox?s=subscribers&q=${encodeURIComponent(email)}`);
    const subscriber = page.locator("tbody tr[data-row-id]").first();
    await expect(subscriber).toContainText("pending");
    await expect(subscriber).toContainText("website_footer");
    await expect(subscriber).toContainText("We'll ask you to confirm first");

    const welcome = await latestMailTo(page, email);
    expect(welcome.subject).toContain("please confirm your subscription");
    expect(welcome.text).toContain("Please confirm your e-mail address first");

    await page.goto(welcome.path(/\/confirm\?/));
    await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Shop hair care" })).toHaveAttribute("href", "/collections");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await expect.poll(async () => (await beacons(page, "email_confirmed")).length).toBe(1);
    expect((await beacons(page, "email_confirmed"))[0]?.props.email).toBe(email);

    await page.goto(`/admin/inbox?s=subscribers&q=${encodeURIComponent(email)}`);
    await expect(page.locator("tbody tr[data-row-id]").first()).toContainText("confirmed");

    await page.goto(welcome.path(/\/unsubscribe\?/));
    await expect(page.getByRole("heading", { name: "Unsubscribe from our e-mails?" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
    await page.goto(`/admin/inbox?s=subscribers&q=${encodeURIComponent(email)}`);
    await expect(page.locator("tbody tr[data-row-id]").first()).toContainText("unsubscribed");
  });

  test("confirmation errors: a link without token or email, and a wrong token", async ({ page, visit }) => {
    await visit("/confirm?email=someone%40example.com");
    await expect(page.getByText("Invalid confirmation link. Please check your email and try again, or contact our support team.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await visit("/confirm?email=someone%40example.com&token=not-the-token");
    await expect(page.getByText("Something went wrong confirming your subscription. Please try again or contact our support team.")).toBeVisible();
  });

  test("a forged unsubscribe link is refused", async ({ page, visit }) => {
    await visit("/unsubscribe?email=someone%40example.com&token=forged");
    await expect(page.getByRole("heading", { name: "This unsubscribe link doesn't work" })).toBeVisible();
  });

  test("the footer form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByLabel("Email address").fill(unique("nojs"));
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
    await context.close();
  });
});
