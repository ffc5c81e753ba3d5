/**
 * Reduced motion (issue 7, item 5): with `prefers-reduced-motion: reduce` the
 * review funnel's confetti never loads canvas-confetti nor draws a canvas, the
 * count-up shows its final number at once, CSS animations and transitions are
 * neutralised and scrolling jumps instead of gliding. Each case is run against
 * the same path without the preference, so the checks are known to bite.
 */
import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { happyClientCounts, recordHappyClientCounts } from "./support/happy-clients";
import { expect, hydrated, test } from "./support/fixtures";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Every request for canvas-confetti's chunk, from now on. */
function confettiRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/canvas-confetti|confetti\.module/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

const canvases = (page: Page) => page.locator("body > canvas");

/*
 * A celebration asks for canvas-confetti's chunk the moment it starts, so no request means none started. Each starts
 * at a known point: in the rating's click handler (before the page moves on), in the thank-you's submit handler
 * (before the thank-you shows), and in the public review page's effect (run before the shell marks the page
 * hydrated, since a child's effects run before its parent's). Past that point, none can start any more.
 */

async function rateFiveStars(page: Page) {
  await page.goto("/reviews");
  await hydrated(page);
  await page.getByRole("link", { name: "5 stars: Excellent" }).click();
  await expect(page).toHaveURL(/\/reviews\/google$/);
  await expect(page.getByRole("heading", { level: 1, name: "Awesome! Glad you loved it" })).toBeVisible();
}

async function sendFeedback(page: Page) {
  await page.goto("/reviews/feedback");
  await hydrated(page);
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Still Reader");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(unique("still"));
  await page.getByLabel("What could we have done better?").fill("Lovely visit, the music was a little loud");
  await page.getByRole("button", { name: "Send Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();
}

/** The computed animation and transition of an element, and the page's scroll behaviour. */
async function motionOf(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      animationName: style.animationName,
      animationDuration: parseFloat(style.animationDuration),
      transitionDuration: Math.max(...style.transitionDuration.split(",").map((d) => parseFloat(d))),
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

test.describe("with reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("4–5 stars: no confetti on the rating page nor on the public review page, and the counter shows its number at once", async ({ page }) => {
    const requests = confettiRequests(page);
    await recordHappyClientCounts(page);
    await rateFiveStars(page);
    expect(requests).toEqual([]);
    await expect(canvases(page)).toHaveCount(0);
    await expect(page.getByTestId("happy-clients")).toHaveText(String(salon.reviewSummary.count));
    // A full page load of the public page: no celebration, and it never counted up from below.
    await page.reload();
    await hydrated(page);
    expect(requests).toEqual([]);
    await expect(canvases(page)).toHaveCount(0);
    const counts = await happyClientCounts(page);
    expect(new Set(counts)).toEqual(new Set([String(salon.reviewSummary.count)]));
  });

  test("the feedback thank-you: no confetti", async ({ page }) => {
    const requests = confettiRequests(page);
    await sendFeedback(page);
    expect(requests).toEqual([]);
    await expect(canvases(page)).toHaveCount(0);
  });

  test("CSS animations and transitions are neutralised, and scrolling jumps", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    const button = await motionOf(page, "[data-book-cta]");
    expect(button.transitionDuration).toBeLessThan(0.001);
    expect(button.scrollBehavior).toBe("auto");
    // The menu slides in, normally: here the animation is over at once.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const menu = await motionOf(page, "dialog#mobile-menu");
    expect(menu.animationName).toBe("slide-in");
    expect(menu.animationDuration).toBeLessThan(0.001);
    await page.keyboard.press("Escape");

    // Back to top jumps straight there.
    await page.mouse.wheel(0, 3000);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toBeVisible();
    await toTop.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("without the preference (so the checks above are known to bite)", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  test("5 stars loads canvas-confetti and draws on a canvas", async ({ page }) => {
    const requests = confettiRequests(page);
    await rateFiveStars(page);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(canvases(page)).toHaveCount(1);
  });

  test("the feedback thank-you throws confetti", async ({ page }) => {
    const requests = confettiRequests(page);
    await sendFeedback(page);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(canvases(page)).toHaveCount(1);
  });

  test("the menu slides in, buttons ease and scrolling glides", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    const button = await motionOf(page, "[data-book-cta]");
    expect(button.transitionDuration).toBeGreaterThan(0.1);
    expect(button.scrollBehavior).toBe("smooth");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = await motionOf(page, "dialog#mobile-menu");
    expect(menu.animationName).toBe("slide-in");
    expect(menu.animationDuration).toBeGreaterThan(0.1);
  });
});
