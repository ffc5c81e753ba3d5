import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { beacons, expect, recordBeacons, test } from "./support/fixtures";

/** A mark on the window: it survives a move within the app and is gone after a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage === true);

test.describe("painted regions (read, not hydrated)", () => {
  test("the home page's reading parts keep the server's HTML after hydration", async ({ page, visit }) => {
    const served = await (await page.request.get("/")).text();
    await visit("/");
    const regions = page.locator("[data-painted]");
    expect(await regions.count()).toBeGreaterThan(5);
    // Each painted region holds what the server sent, node for node: hydration did not touch it.
    const now = await regions.evaluateAll((elements) => elements.map((element) => element.innerHTML));
    const sent = await page.evaluate(
      (html) => [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("[data-painted]")].map((element) => element.innerHTML),
      served,
    );
    expect(now).toEqual(sent);
    expect(now.every((html) => html.length > 0)).toBe(true);
    await expect(page.getByRole("heading", { name: "What we do best" })).toBeVisible();
  });

  test("a link in a painted region moves in place, and the pages around it render in full on the way back", async ({ page, visit }) => {
    await visit("/");
    await markWindow(page);
    await page.getByRole("link", { name: "All services & prices" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our services" })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);

    // The shell's painted regions (footer, main navigation) stayed mounted and now render.
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Opening hours" })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Questions about your hair?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we do best" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(salon.phone.display);
    expect(await stillSamePage(page)).toBe(true);

    // A footer link, also painted, moves in place as well.
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/$/);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("a same-site link in a blog post's text moves in place; a modified click is left to the browser", async ({ page, visit }) => {
    await visit("/blog/how-long-does-smoothing-last");
    await markWindow(page);
    const body = page.locator("[data-internal-links]");
    const link = body.locator('a[href^="/"]').first();
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    expect(await stillSamePage(page)).toBe(true);
  });

  test("Book now and Call in painted regions are still recorded, and Chat with us still opens the chat", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/");
    const banner = page.getByRole("region", { name: "Ready for hair you love?" });
    const popup = page.waitForEvent("popup");
    await banner.getByRole("link", { name: /Book now/ }).click();
    await (await popup).close();
    await expect.poll(async () => (await beacons(page, "book_cta_click")).map((b) => b.props.placement)).toContain("home_booking_banner");

    const questions = page.getByRole("region", { name: "Questions?" });
    const call = questions.getByRole("link", { name: /Call/ });
    // The phone app is not there to open: the click still counts.
    await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await call.click();
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props))
      .toContainEqual({ agent: "phone_assistant", action: "phone_clicked", location: "home_questions" });

    await page.getByRole("link", { name: "Chat with us" }).first().click();
    await expect(page.getByRole("dialog", { name: /^Ask / })).toBeVisible();
  });
});
