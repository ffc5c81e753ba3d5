import { beacons, expect, expectAccessible, recordBeacons, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("lead-magnet form", () => {
  test("needs consent (never pre-ticked), then subscribes, clears and e-mails the guide with the double opt-in link", async ({ page, visit }) => {
    test.setTimeout(60_000);
    await recordBeacons(page);
    await visit("/subscribe");
    const form = page.locator("[data-lead-magnet]");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/leads")) posts.push(request.url());
    });
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    const email = unique("guide");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("0412 000 111");
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByText("Consent Required")).toBeVisible();
    await expect(page.getByText("Please agree to receive updates to continue.")).toBeVisible();
    expect(posts).toEqual([]);

    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByText("You're subscribed! Check your inbox for your exclusive hair care guide.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Phone")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expectAccessible(page);
    await expect.poll(async () => (await beacons(page, "lead_magnet_subscription")).map((b) => b.props)).toEqual([
      { form_name: "blog_lead_magnet", lead_magnet_title: "Salon Secrets: The Home Hair Care Guide", lead_magnet_slug: "salon-hair-care-guide" },
    ]);

    await loginAsOwner(page);
    const guide = await latestMailTo(page, email);
    expect(guide.subject).toContain("Your guide: Salon Secrets");
    expect(guide.text).toContain("One more step for salon news");
    await page.goto(guide.path(/\/confirm\?/));
    await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
    await page.goto(`/admin/inbox?s=subscribers&q=${encodeURIComponent(email)}`);
    const row = page.locator("tbody tr[data-row-id]").first();
    await expect(row).toContainText("confirmed");
    await expect(row).toContainText("blog_lead_magnet");
  });

  test("says so when the subscription cannot be sent", async ({ page, context, visit }) => {
    await visit("/subscribe");
    const form = page.locator("[data-lead-magnet]");
    await form.getByLabel("Email").fill(unique("offline"));
    await form.getByRole("checkbox").check();
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByText("Submission Error")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("We couldn't process your subscription. Please try again or call us.")).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe("lead-magnet form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("refuses without consent and subscribes with it", async ({ page }) => {
    await page.goto("/subscribe");
    const form = page.locator("[data-lead-magnet]");
    await form.getByLabel("Email").fill(unique("nojs"));
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByRole("alert")).toContainText("Please agree to receive updates to continue.");
    await page.locator("[data-lead-magnet]").getByLabel("Email").fill(unique("nojs"));
    await page.locator("[data-lead-magnet]").getByRole("checkbox").check();
    await page.locator("[data-lead-magnet]").getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
    await expect(page.getByText("You're subscribed! Check your inbox for your exclusive hair care guide.")).toBeVisible();
  });
});
