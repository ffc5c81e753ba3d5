import { salon } from "../../app/config/salon";
import { beacons, expect, expectAccessible, holdRequests, hydrated, recordBeacons, test } from "./support/fixtures";

test.describe("shared shell", () => {
  test("home page shows the hero, reviews, services and contact block", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("heading", { level: 1, name: "Questions About Your Hair?" })).toBeVisible();
    await expect(page.getByText(`${salon.reviewSummary.rating.toFixed(1)} from ${salon.reviewSummary.count} reviews`).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions?" })).toBeVisible();
    for (const label of ["Shop", "Services", "Areas We Serve", "About", "Blog", "Contact"]) {
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const book = page.getByRole("banner").getByRole("link", { name: /Book now/ });
    await expect(book).toHaveAttribute("href", salon.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("contentinfo")).toContainText(salon.phone.display);
    await expect(page.getByRole("contentinfo")).toContainText("Wed");
  });

  test("compact testimonials are cut to 50 characters", async ({ page, visit }) => {
    await visit("/");
    const quotes = page.getByRole("region", { name: "What clients say" }).locator("blockquote");
    await expect(quotes).toHaveCount(3);
    for (const text of await quotes.allTextContents()) {
      expect(text.replace(/[“”…]/g, "").length).toBeLessThanOrEqual(50);
    }
  });

  test("the promo banner dismisses for this page view only", async ({ page, visit }) => {
    await visit("/");
    const banner = page.getByRole("region", { name: "Promotion" });
    await expect(banner).toContainText("Free click and collect from our Bangor salon, pay when you pick up");
    await banner.getByRole("button", { name: "Dismiss promotion" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole("region", { name: "Promotion" })).toBeVisible();
  });

  test("scroll-to-top appears after 300 px and returns to the top", async ({ page, visit }) => {
    await visit("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 900);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a route change starts at the top of the new page", async ({ page, visit }) => {
    await visit("/no-such-page", { status: 404 });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("with no chat provider configured, the chat button opens the salon's own assistant", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("link", { name: "Chat with us" }).first().click();
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeVisible();
  });

  test("Book now is recorded with its placement", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/");
    const popup = page.waitForEvent("popup");
    await page.getByRole("banner").getByRole("link", { name: /Book now/ }).click();
    await (await popup).close();
    await expect.poll(async () => (await beacons(page, "book_cta_click")).length).toBe(1);
    const [click] = await beacons(page, "book_cta_click");
    expect(click).toMatchObject({ name: "book_cta_click", props: { placement: "header", source_page: "/" } });
    expect(typeof click?.props.timestamp).toBe("string");
  });

  test("every navigation sends a page_view with the time spent on the previous page", async ({ page }) => {
    await recordBeacons(page);
    await page.goto("/?utm_source=newsletter");
    await hydrated(page);
    await expect.poll(async () => (await beacons(page, "page_view")).length).toBe(1);
    expect((await beacons(page, "page_view"))[0]).toMatchObject({ props: { path: "/", search: "?utm_source=newsletter", seconds_on_previous_page: null } });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wt_first_touch") ?? "{}"));
    expect(stored).toMatchObject({ first_utm_source: "newsletter", first_landing_page: "/?utm_source=newsletter" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await expect.poll(async () => (await beacons(page, "page_view")).length).toBe(2);
    const next = (await beacons(page, "page_view"))[1];
    expect(next).toMatchObject({ path: "/sitemap", props: { path: "/sitemap" } });
    expect(typeof next?.props.seconds_on_previous_page).toBe("number");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens and closes from the keyboard, traps focus and locks the page", async ({ page, visit }) => {
    await visit("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a menu link navigates and closes the menu", async ({ page, visit }) => {
    await visit("/no-such-page", { status: 404 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Shop Featured" }).click();
    await expect(page).toHaveURL(/\/collections\/christmas-gift-packs$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the menu opened before the page's scripts ran stays open once they have, and closes when a link is followed", async ({ page }) => {
    const release = await holdRequests(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    release();
    await hydrated(page);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Shop Featured" }).click();
    await expect(page).toHaveURL(/\/collections\/christmas-gift-packs$/);
    await expect(menu).toBeHidden();
  });

  test("on a phone the header's Book button stays in reach, with no second Book bar under the page", async ({ page, visit }) => {
    await visit("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    const book = page.getByRole("banner").getByRole("link", { name: /Book now/ });
    await expect(book).toBeInViewport();
    await expect(book).toHaveAttribute("href", salon.bookingUrl);
    await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
