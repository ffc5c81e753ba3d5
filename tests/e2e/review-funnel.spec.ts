import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { happyClientCounts, recordHappyClientCounts } from "./support/happy-clients";
import { expect, expectAccessible, holdRequests, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 5, { steps: 4 });
  await page.mouse.move(640, -20);
}

const progress = (page: Page) => page.getByTestId("feedback-progress");

test.describe("review funnel", () => {
  test("the rating page is private, labelled and offers the public review to everyone", async ({ page, visit }) => {
    await visit("/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Share your experience" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText("Confidential.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Leave a public Google review/ })).toHaveAttribute("href", salon.reviewUrl);
    const labels = ["Poor", "Fair", "Good", "Great", "Excellent"];
    for (const [index, label] of labels.entries()) {
      const star = page.getByRole("link", { name: `${index + 1} star${index ? "s" : ""}: ${label}` });
      await star.hover();
      await expect(page.getByTestId("rating-label")).toHaveText(label);
    }
  });

  test("1–3 stars: feedback form with progress, sentiment, a draft that survives a reload, the exit dialog, then thanks", async ({ page, visit }) => {
    test.setTimeout(60_000);
    await visit("/reviews");
    const clicked = Date.now();
    await page.getByRole("link", { name: "2 stars: Fair" }).click();
    await expect(page.getByTestId("rating-label")).toHaveText("Fair");
    await expect(page).toHaveURL(/\/reviews\/feedback$/);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(550);
    await expect(page.getByRole("heading", { level: 1, name: "Help us improve" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /2/ })).toBeChecked();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // The public review link is there for every rating: no rating is kept from leaving a public review.
    await expect(page.getByRole("link", { name: /Leave a Google review/ })).toHaveAttribute("href", salon.reviewUrl);
    await expectAccessible(page);

    await expect(progress(page)).toHaveText("0/3 fields");
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Lee Jones");
    await expect(progress(page)).toHaveText("1/3 fields");
    const email = unique("feedback");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("What could we have done better?").fill("   ");
    await expect(progress(page)).toHaveText("2/3 fields");
    await page.getByLabel("What could we have done better?").fill("Too slow");
    await expect(page.getByTestId("sentiment")).toHaveText("");
    await page.getByLabel("What could we have done better?").fill("The wait was terrible and the stylist was rude");
    await expect(progress(page)).toHaveText("3/3 fields");
    await expect(page.getByTestId("sentiment")).toHaveText("😕 negative");
    await expect(page.getByLabel("What could we have done better?")).toHaveCSS("resize", "none");
    await expect(page.getByLabel("What could we have done better?")).toHaveAttribute("rows", "6");

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("Lee Jones");
    await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("What could we have done better?")).toHaveValue("The wait was terrible and the stylist was rude");
    await expect(page.getByRole("radio", { name: /2/ })).toBeChecked();

    await leaveThroughTop(page);
    const before = page.getByRole("dialog", { name: "Before you go..." });
    await expect(before).toBeVisible();
    await expect(before).toContainText("Your feedback is valuable to us");
    await expectAccessible(page);
    await before.getByRole("button", { name: "Continue feedback" }).click();
    await expect(before).toBeHidden();

    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: /Leave a Google review/ })).toHaveAttribute("href", salon.reviewUrl);
    expect(await page.evaluate(() => localStorage.getItem("wt_review_feedback_draft"))).toBeNull();

    await loginAsOwner(page);
    await page.goto(`/admin/inbox?s=feedback&q=${encodeURIComponent(email)}`);
    const row = page.locator("tbody tr[data-row-id]").first();
    await expect(row).toContainText("2 Fair");
    await expect(row).toContainText("negative");
    await expect(row).toContainText("The wait was terrible");
  });

  test("asks before the page is left with unsent feedback", async ({ page, visit }) => {
    await visit("/reviews/feedback");
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Sam");
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    const closed = page.waitForEvent("close");
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
    await closed;
  });

  test("a failed send keeps the form, shows no message and logs it", async ({ page, context, visit }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await visit("/reviews/feedback");
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Sam");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(unique("offline"));
    await page.getByLabel("What could we have done better?").fill("The colour was lovely but the wait was long");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send Feedback" })).toBeEnabled({ timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Help us improve" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(errors.some((text) => text.includes("Feedback not sent"))).toBe(true);
    await context.setOffline(false);
  });

  test("what was typed and chosen before the page's scripts ran stays once they have, and is kept as the draft", async ({ page }) => {
    const release = await holdRequests(page);
    await page.goto("/reviews/feedback?rating=2", { waitUntil: "commit" });
    const name = page.getByRole("main").getByLabel("Name", { exact: true });
    const feedback = page.getByLabel("What could we have done better?");
    await name.fill("Lee Jones");
    await feedback.fill("The wait was long but the cut is lovely");
    await page.locator("label").filter({ has: page.getByRole("radio", { name: /3/ }) }).click();
    release();
    await hydrated(page);
    await expect(name).toHaveValue("Lee Jones");
    await expect(feedback).toHaveValue("The wait was long but the cut is lovely");
    await expect(page.getByRole("radio", { name: /3/ })).toBeChecked();
    await expect(progress(page)).toHaveText("2/3 fields");

    await page.reload();
    await hydrated(page);
    await expect(name).toHaveValue("Lee Jones");
    await expect(feedback).toHaveValue("The wait was long but the cut is lovely");
  });

  test("an unreadable draft is ignored", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("wt_review_feedback_draft", "{not json"));
    await page.goto("/reviews/feedback");
    await hydrated(page);
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(progress(page)).toHaveText("0/3 fields");
  });

  test("4–5 stars: the public review invitation with the rating and the counter", async ({ page, visit }) => {
    await visit("/reviews");
    await page.getByRole("link", { name: "4 stars: Great" }).click();
    await expect(page).toHaveURL(/\/reviews\/google$/);
    await expect(page.getByRole("heading", { level: 1, name: "Awesome! Glad you loved it" })).toBeVisible();
    await expect(page.getByText("Your 4-star experience means the world to us.")).toBeVisible();
    await expect(page.getByTestId("happy-clients")).toHaveText(String(salon.reviewSummary.count));
    const review = page.getByRole("link", { name: /Leave Google Review/ });
    await expect(review).toHaveAttribute("href", salon.reviewUrl);
    await expect(review).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
  });

  test("the public page on its own says 5 stars, and counts up from 5 below", async ({ page }) => {
    await recordHappyClientCounts(page);
    await page.goto("/reviews/google");
    await hydrated(page);
    await expect(page.getByText("Your 5-star experience means the world to us.")).toBeVisible();
    await expect(page.getByTestId("happy-clients")).toHaveText(String(salon.reviewSummary.count));
    const counts = (await happyClientCounts(page)).map(Number);
    expect(counts).toContain(salon.reviewSummary.count - 5);
    expect(counts.at(-1)).toBe(salon.reviewSummary.count);
  });
});

test.describe("review funnel without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the stars are links and the feedback form still sends", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("link", { name: "1 star: Poor" }).click();
    await expect(page).toHaveURL(/\/reviews\/feedback\?rating=1$/);
    await page.getByRole("radio", { name: /^1/ }).check({ force: true });
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("No Script");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(unique("nojs"));
    await page.getByLabel("What could we have done better?").fill("Nobody answered the phone on Saturday");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();
  });

  test("the star followed is the star shown, stored and written: 2★ feedback, 4★ public page", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/reviews");
    await page.getByRole("link", { name: "2 stars: Fair" }).click();
    await expect(page).toHaveURL(/\/reviews\/feedback\?rating=2$/);
    await expect(page.getByRole("radio", { name: /^2/ })).toBeChecked();
    const email = unique("nojs-two");
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Two Stars");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("What could we have done better?").fill("The colour was uneven at the back");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();

    // What was stored, as the owner's inbox shows it (read with JavaScript on, as the owner would).
    const owner = await page.context().browser()!.newContext();
    const inbox = await owner.newPage();
    await loginAsOwner(inbox);
    await inbox.goto(`/admin/inbox?s=feedback&q=${encodeURIComponent(email)}`);
    await expect(inbox.locator("tbody tr[data-row-id]").first()).toContainText("2 Fair");
    await owner.close();

    await page.goto("/reviews");
    await page.getByRole("link", { name: "4 stars: Great" }).click();
    await expect(page).toHaveURL(/\/reviews\/google\?rating=4$/);
    await expect(page.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(page.getByText("Your 4-star experience means the world to us.")).toBeVisible();
  });
});
