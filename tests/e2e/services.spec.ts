/** A visitor reads the service menu on /services: jump bar, scroll-spy, cards, FAQs and the areas grid. */
import type { Page } from "@playwright/test";
import { salon, ui } from "../../app/config/salon.ts";
import { areas } from "../../app/content/areas.ts";
import { servicesFaqs } from "../../app/content/faqs.ts";
import { serviceCategories } from "../../app/content/services.ts";
import { beacons, expect, expectAccessible, recordBeacons, test } from "./support/fixtures";

// The menu a fresh database starts with (the service menu's first-run content), and what the page shows of it.
const sectionIds = serviceCategories.map((category) => category.slug);
// Free steps and add-ons of a category with priced services are shown inside that package, not as lines.
const isIncluded = (category: (typeof serviceCategories)[number], item: (typeof serviceCategories)[number]["items"][number]) =>
  item.price === "Free" && category.items.some((other) => other.price !== "Free");
const menuItems = serviceCategories.flatMap((category) => category.items.filter((item) => !isIncluded(category, item)));
const includedSteps = serviceCategories.flatMap((category) => category.items.filter((item) => isIncluded(category, item)).map((item) => ({ category, item })));
const detailLinks = menuItems.filter((item) => item.detailSlug).length;

/** Distance from the top of the viewport to an element's top edge. */
const topOf = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

/** Scroll instantly (the page otherwise scrolls smoothly) so an element's top sits `offset` px below the viewport top. */
async function placeAt(page: Page, id: string, offset: number) {
  await page.evaluate(
    ({ target, at }) => {
      const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - at;
      window.scrollTo({ top, behavior: "instant" });
    },
    { target: id, at: offset },
  );
}

/** The menu's lines: every list item of a category section (the FAQ section has its own). */
const menuLines = (page: Page) => page.locator("section[id]:not(#faqs) details li");

const currentJump = (page: Page) => page.getByRole("navigation", { name: "Service sections" }).locator('[aria-current="true"]');

// A long page with every line of the menu: axe and scrolling take a while on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe("/services", () => {
  test(`shows the ${sectionIds.length} sections, ${menuItems.length} menu lines, ${detailLinks} detail links, the FAQ block, the areas grid and the booking-system note`, async ({
    page,
    visit,
  }) => {
    await visit("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our services" })).toBeVisible();
    await expect(page.getByTestId("booking-system-note")).toHaveText(/Prices and times on this page match our booking system/);

    for (const id of sectionIds) await expect(page.locator(`section#${id}`), id).toHaveCount(1);
    // Anchors used by other pages land on their section.
    await expect(page.locator("#colour > section#colouring-packages")).toHaveCount(1);
    await expect(page.locator("#cuts > section#cut-packages")).toHaveCount(1);
    await expect(page.locator("section#faqs")).toHaveCount(1);

    await expect(menuLines(page)).toHaveCount(menuItems.length);
    const smoothing = page.locator("section#smoothing li").first();
    // The tidy display name, not the booking system's "Mid-Length Straight Up Smoothing Treatment".
    await expect(smoothing.getByRole("heading", { name: "Mid-length Straight Up smoothing" })).toBeVisible();
    await expect(smoothing).toContainText("Shoulder to collarbone length");
    await expect(smoothing).toContainText("2h 20min");
    await expect(smoothing).toContainText("2 services");
    await expect(smoothing).toContainText("A$ 324");
    // One Book button per category, not per line.
    await expect(page.locator("section[id] [data-book-cta^='services_']")).toHaveCount(sectionIds.length);
    await expect(smoothing.getByRole("link", { name: /^Book now/ })).toHaveCount(0);
    const book = page.locator("section#smoothing").getByRole("link", { name: /^Book now/ });
    await expect(book).toHaveAttribute("href", salon.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(smoothing.getByRole("link", { name: /Learn more/ })).toHaveAttribute(
      "href",
      "/services/smoothing/mid-length-straight-up-smoothing",
    );
    await expect(page.getByRole("link", { name: /^Learn more/ })).toHaveCount(detailLinks);
    await expect(page.locator("section#timeout li").filter({ hasText: "Hot towel treatment (add-on)" })).toContainText("A$ 12.50");

    expect(includedSteps.length).toBeGreaterThan(0);
    for (const { category, item } of includedSteps) {
      await expect(page.locator(`section#${category.slug} [data-testid="included-steps"]`)).toContainText(item.displayName ?? item.title);
    }
    await expect(page.locator("section[id] details li").filter({ hasText: /Free$/ })).toHaveCount(0);

    await expect(page.locator("section#faqs details")).toHaveCount(servicesFaqs.length);
    const areaLinks = page.getByRole("link", { name: /min drive|On-site/ });
    await expect(areaLinks).toHaveCount(areas.length);
    await expect(page.getByRole("link", { name: /Cronulla 2230/ })).toHaveAttribute("href", "/areas/cronulla-2230");
  });

  test("the jump bar lands each section 120 px from the top and the scroll-spy follows at 200 px", async ({ page, visit }) => {
    await visit("/services", { axe: false });
    const bar = page.getByRole("navigation", { name: "Service sections" });
    await expect(bar.getByRole("link")).toHaveText(["Smoothing", "Foil packages", "Colour", "Cuts", "Braids", "Styling"]);

    for (const [label, id] of [
      ["Cuts", "cuts"],
      ["Smoothing", "smoothing"],
      ["Colour", "colour"],
      ["Styling", "styling"],
    ] as const) {
      await bar.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
      await expect.poll(() => topOf(page, id).then(Math.round), { message: label }).toBe(ui.jumpOffsetPx);
      await expect(currentJump(page)).toHaveText(label);
    }

    // The bar stays in view under the header while reading.
    const barBox = await bar.boundingBox();
    expect(barBox?.y).toBeGreaterThan(0);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(ui.jumpOffsetPx + 1);

    // Scroll-spy: a section is current once its top passes the 200 px line.
    await placeAt(page, "braids", ui.scrollSpyOffsetPx + 40);
    await expect(currentJump(page)).toHaveText("Cuts");
    await placeAt(page, "braids", ui.scrollSpyOffsetPx - 10);
    await expect(currentJump(page)).toHaveText("Braids");
    await placeAt(page, "foil-packages", ui.scrollSpyOffsetPx - 1);
    await expect(currentJump(page)).toHaveText("Foil packages");
    // Sections outside the bar (e.g. Time-Out, after Braids) leave nothing highlighted.
    await placeAt(page, "timeout", 0);
    await expect(currentJump(page)).toHaveCount(0);
  });

  test("arriving with an anchor from another page lands on that section", async ({ page }) => {
    for (const id of ["colour", "treatments", "cuts", "smoothing", "faqs"]) {
      // From another page each time: from /services itself, only the fragment would change, and the page would not load.
      await page.goto("about:blank");
      await page.goto(`/services#${id}`);
      // Web fonts arriving after the browser's jump can nudge the layout by a few pixels.
      await expect.poll(() => topOf(page, id).then((top) => Math.abs(top - ui.jumpOffsetPx)), { message: id }).toBeLessThanOrEqual(6);
    }
  });

  test("each category folds and opens again from its heading", async ({ page, visit }) => {
    await visit("/services", { axe: false });
    const braids = page.locator("section#braids details");
    await expect(braids).toHaveAttribute("open", "");
    await braids.locator("summary").click();
    await expect(braids).not.toHaveAttribute("open");
    await expect(braids.getByRole("heading", { name: "Single braid" })).toBeHidden();
    await braids.locator("summary").click();
    await expect(braids.getByRole("heading", { name: "Single braid" })).toBeVisible();
  });

  test("FAQs open one at a time, close again and link on", async ({ page, visit }) => {
    await visit("/services", { axe: false });
    const faqs = page.locator("section#faqs details");
    await faqs.nth(0).locator("summary").click();
    await expect(faqs.nth(0)).toHaveAttribute("open", "");
    await expect(faqs.nth(0).getByText(/Up to about six months/)).toBeVisible();
    await faqs.nth(5).locator("summary").click();
    await expect(faqs.nth(5)).toHaveAttribute("open", "");
    await expect(faqs.nth(0)).not.toHaveAttribute("open");
    await expect(faqs.nth(5)).toContainText("24 hours' notice");
    await expect(faqs.nth(5).getByRole("link", { name: "Cancellation Policy" })).toHaveAttribute("href", "/policies/returns");
    await faqs.nth(5).locator("summary").click();
    await expect(faqs.nth(5)).not.toHaveAttribute("open");
  });
});

test.describe("FAQ feedback on /services", () => {
  test(`each of the ${servicesFaqs.length} questions asks 'Was this helpful?' and thanks the visitor after yes or no`, async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/services", { axe: false });
    const faqs = page.locator("section#faqs details");
    await expect(faqs.locator("form", { hasText: "Was this helpful?" })).toHaveCount(servicesFaqs.length);

    const first = faqs.nth(0);
    await first.locator("summary").click();
    const stored = page.waitForResponse(
      (response) => response.url().endsWith("/api/faq-feedback") && response.request().method() === "POST",
    );
    await first.getByRole("button", { name: "Yes" }).click();
    await expect(first.getByText("Thanks for your feedback!")).toBeVisible();
    expect((await stored).status()).toBeLessThan(300);
    await expect
      .poll(async () => (await beacons(page, "faq_feedback")).map((b) => b.props))
      .toContainEqual({
        faq_id: "faq-smoothing-longevity",
        faq_question: "How long does a Straight Up Smoothing treatment last?",
        helpful: true,
      });

    const payment = faqs.filter({ hasText: "How can I pay?" });
    await payment.locator("summary").click();
    await payment.getByRole("button", { name: "No" }).click();
    await expect(payment.getByText("Thanks for your feedback!")).toBeVisible();
    await expect
      .poll(async () => (await beacons(page, "faq_feedback")).map((b) => [b.props.faq_id, b.props.helpful]))
      .toContainEqual(["faq-payment-options", false]);
    // The open answers with their feedback widgets pass axe too.
    await expectAccessible(page);
  });
});

test.describe("/services without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete HTML and its anchors still jump with the 120 px offset", async ({ page }) => {
    const response = await page.goto("/services#cuts");
    expect(response?.status()).toBe(200);
    await expect(menuLines(page)).toHaveCount(menuItems.length);
    await expect.poll(() => topOf(page, "cuts").then((top) => Math.abs(top - ui.jumpOffsetPx))).toBeLessThanOrEqual(6);
    const first = page.locator("section#faqs details").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");

    // The feedback buttons are a real form: the answer is stored and the visitor thanked.
    await first.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/faq-feedback$/);
    await expect(page.getByRole("heading", { name: "Thanks for your feedback!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", "/services");
  });
});
