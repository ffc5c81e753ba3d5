/**
 * On a 390 px phone each page type has at most one call to action that stays on screen: the header's
 * Book on content pages, an Add to Bag bar on product pages (once the page's own has scrolled away) and
 * none on the bag, the checkout and pages that are forms. Nothing fixed covers a focused field, and
 * scroll-to-top never sits over one.
 */
import type { Page } from "@playwright/test";
import { ui } from "../../app/config/salon";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The calls to action drawn on screen now by something fixed or sticky (labels, for the failure message). */
function stickyActions(page: Page) {
  return page.evaluate(() => {
    const pinned = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>("a, button")]
      .filter((element) => /Book now|Add to Bag|Buy Now/i.test(element.textContent ?? ""))
      .filter((element) => {
        if (element.closest("dialog:not([open])") || !element.checkVisibility({ visibilityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && pinned(element);
      })
      .map((element) => /Book now|Add to Bag|Buy Now/i.exec(element.textContent ?? "")![0]);
  });
}

/** Boxes of everything fixed (or stuck) that overlaps the focused element; empty when nothing does. */
function fixedOverFocus(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const own = focused.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const position = getComputedStyle(element).position;
        if (position !== "fixed" && position !== "sticky") return false;
        if (element.contains(focused) || !element.checkVisibility({ visibilityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
      })
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

/**
 * Scroll, and wait until what stays on screen is settled: past the threshold the quick actions load, and they say
 * whether the Add to Bag bar shows once the browser has told them where the page's own button is (data-bar).
 */
async function scrollTo(page: Page, y: number) {
  const scrolled = await page.evaluate((top) => {
    window.scrollTo({ top, behavior: "instant" });
    return window.scrollY;
  }, y);
  if (scrolled > ui.scrollThresholdPx) await page.locator("aside[data-bar]").waitFor({ state: "attached" });
}

test.describe("one sticky call to action per page type on a phone", () => {
  for (const path of ["/", "/services", "/services/smoothing/mid-length-straight-up-smoothing", "/blog/caring-for-fine-hair", "/areas/menai-2234", "/collections/christmas-gift-packs"]) {
    test(`content page ${path}: the header's Book, and nothing else`, async ({ page, visit }) => {
      await visit(path, { axe: false });
      for (const y of [0, 700, 2000]) {
        await scrollTo(page, y);
        expect(await stickyActions(page), `${path} at ${y}`).toEqual(["Book now"]);
      }
      await expect(page.getByTestId("sticky-add-to-bag")).toHaveCount(0);
    });
  }

  test("product page: Add to Bag stays in reach once the page's own has scrolled away, and adds the product", async ({ page, visit }) => {
    await visit("/products/smooth-and-shine-gift-pack", { axe: false });
    // At the top: the page's own buttons are the only ones, and the header's Book steps back.
    expect(await stickyActions(page)).toEqual([]);
    const bar = page.getByTestId("sticky-add-to-bag");
    await scrollTo(page, 250);
    await expect(bar).toHaveCount(0);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    expect(await stickyActions(page)).toEqual(["Add to Bag"]);
    // The page ends above the bar: the footer's last link is not under it.
    await scrollTo(page, 1e6);
    const last = (await page.getByRole("contentinfo").getByRole("link").last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    // Scroll-to-top sits above the bar, not on it.
    const toTop = (await page.getByRole("button", { name: "Scroll to top" }).boundingBox())!;
    expect(toTop.y + toTop.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

    await bar.getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("dialog", { name: /bag/i })).toBeVisible();
  });

  test("a sold-out product has no Add to Bag bar", async ({ page, visit }) => {
    await visit("/products/kids-tangle-free-gift-pack", { axe: false });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.locator("aside[data-bar]")).toHaveAttribute("data-bar", "hidden");
    expect(await stickyActions(page)).toEqual([]);
  });

  for (const path of ["/contact", "/subscribe", "/reviews/feedback", "/bag"]) {
    test(`${path}: no sticky call to action`, async ({ page, visit }) => {
      await visit(path, { axe: false });
      for (const y of [0, 700, 1e6]) {
        await scrollTo(page, y);
        expect(await stickyActions(page), `${path} at ${y}`).toEqual([]);
      }
    });
  }

  test("checkout: no sticky call to action", async ({ page, visit }) => {
    await visit("/products/smooth-and-shine-gift-pack", { axe: false });
    await page.getByRole("main").getByRole("button", { name: "Add to Bag" }).click();
    const bag = page.getByRole("dialog", { name: /bag/i });
    await bag.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    for (const y of [0, 700, 1e6]) {
      await scrollTo(page, y);
      expect(await stickyActions(page), `checkout at ${y}`).toEqual([]);
    }
  });
});

test.describe("nothing fixed covers a form field on a phone", () => {
  test("every field of the contact form, focused in turn, is uncovered", async ({ page, visit }) => {
    await visit("/contact", { axe: false });
    const form = page.locator("form[action='/contact']");
    const fields = form.locator('input:not([type="hidden"]):not([name="company"]), select, textarea');
    const count = await fields.count();
    expect(count).toBeGreaterThan(4);
    // Scrolled well down first, so scroll-to-top is up while the fields are reached.
    await scrollTo(page, 900);
    for (let i = 0; i < count; i++) {
      await fields.nth(i).focus();
      // What moves when a field takes focus (scroll-to-top steps aside, the page scrolls the field clear) does so
      // within a frame or two: the field must end up uncovered.
      await expect.poll(() => fixedOverFocus(page), `field ${i}`).toEqual([]);
    }
  });

  test("the footer's newsletter field on a product page: the Add to Bag bar and scroll-to-top step aside", async ({ page, visit }) => {
    await visit("/products/smooth-and-shine-gift-pack", { axe: false });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sticky-add-to-bag")).toBeVisible();
    const field = page.getByRole("contentinfo").getByLabel("Email address");
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await expect(page.getByTestId("sticky-add-to-bag")).toHaveCount(0);
    expect(await fixedOverFocus(page)).toEqual([]);
  });

  test("scroll-to-top is never over a field while the contact page scrolls", async ({ page, visit }) => {
    await visit("/contact", { axe: false });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 400; y < height; y += 150) {
      await scrollTo(page, y);
      const overlaps = await page.evaluate(async () => {
        // The page hears of the scroll on the next frame and steps aside on the frame after: measured once those have passed.
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        const button = document.querySelector<HTMLElement>("[data-scroll-to-top]");
        if (!button || !button.checkVisibility({ visibilityProperty: true })) return 0;
        const own = button.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')].filter((field) => {
          const box = field.getBoundingClientRect();
          return box.width > 0 && box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
        }).length;
      });
      expect(overlaps, `at ${y}`).toBe(0);
    }
  });
});
