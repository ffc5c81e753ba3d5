/**
 * On a touch screen every control is a comfortable tap: each visible link, button and form control of
 * every page type measures at least 44 × 44 px on a 390 px phone with touch (pointer: coarse).
 *
 * The one allowance is WCAG 2.5.8's inline exception: a link that sits inside a sentence (an inline
 * element whose block also holds text of its own) is sized by the line of text around it.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pageTypes = [
  "/",
  "/services",
  "/services/smoothing/mid-length-straight-up-smoothing",
  "/booking",
  "/about",
  "/blog",
  "/blog/how-long-does-smoothing-last",
  "/near/menai",
  "/areas",
  "/areas/menai-2234",
  "/collections",
  "/collections/christmas-gift-packs",
  "/products/heat-defense-spray",
  "/bag",
  "/contact",
  "/reviews",
  "/reviews/feedback?rating=2",
  "/reviews/google?rating=4",
  "/policies/shipping",
  "/privacy",
  "/sitemap",
  "/order-confirmation",
  "/no-such-page",
];

const minimum = 44;

/** Every visible control smaller than the minimum, described; inline links within text are let through. */
function smallControls(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue; // hidden, or visually hidden
      if (control.closest("[inert], [aria-hidden='true'], dialog:not([open])")) continue;
      // A label wrapping a hidden radio or checkbox is what the finger meets: measure that instead.
      const target = control instanceof HTMLInputElement && /radio|checkbox/.test(control.type) && control.labels?.[0] ? control.labels[0] : control;
      // A stretched link (a product card's title) is tapped anywhere on its card: its ::after covers the nearest
      // positioned ancestor, so that box is what the finger meets.
      const after = getComputedStyle(control, "::after");
      const stretched = control instanceof HTMLAnchorElement && after.position === "absolute" && after.content !== "none" && control.offsetParent;
      const rect = (stretched ? (control.offsetParent as HTMLElement) : target).getBoundingClientRect();
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      if (style.display === "inline") {
        const block = control.parentElement;
        const ownText = [...(block?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim().length > 0);
        if (ownText) continue; // WCAG 2.5.8 inline exception: a link in a sentence
      }
      const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return small;
  }, minimum);
}

test.describe("tap targets on a phone", () => {
  test("the phone context is a touch screen", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  });

  for (const path of pageTypes) {
    test(`every control on ${path} is at least 44 × 44`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await smallControls(page)).toEqual([]);
      // The larger touch layout is checked by axe too.
      await expectAccessible(page);
    });
  }

  test("the open menu's links are at least 44 × 44", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
  });
});

test.describe("header and footer at desktop widths", () => {
  for (const width of [1024, 1279, 1280]) {
    test(`at ${width} px the header shows its links, Shop Featured and Book now on one row, and nothing wraps mid-word`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/");
      const header = page.locator("header").first();
      for (const name of ["Shop", "Services", "Areas We Serve", "About", "Blog", "Contact", "Shop Featured"]) {
        await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
      }
      const book = header.getByRole("link", { name: /Book now/ });
      await expect(book).toBeVisible();
      const row = await header.locator(".container-page").first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(row.scroll, "the header row does not overflow").toBeLessThanOrEqual(row.client);
      const bookBox = (await book.boundingBox())!;
      expect(bookBox.x + bookBox.width).toBeLessThanOrEqual(width);

      // The footer's e-mail address breaks, if at all, only after its "@".
      const email = page.locator("footer a[href^='mailto:']");
      const lines = await email.evaluate((anchor) => {
        const text = anchor.querySelector("span")!;
        const range = document.createRange();
        const tops = new Map<number, string>();
        for (const node of [...text.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)) {
          for (let i = 0; i < node.textContent!.length; i += 1) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            tops.set(top, (tops.get(top) ?? "") + node.textContent![i]);
          }
        }
        return [...tops.values()];
      });
      expect(lines.length).toBeLessThanOrEqual(2);
      if (lines.length === 2) expect(lines[0]!.endsWith("@")).toBe(true);
      await context.close();
    });
  }
});
