/**
 * The brand face on a first visit: preloaded with the HTML, used for the first paint of the headings,
 * and nothing on the page moves while it arrives (cumulative layout shift stays 0).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Every layout shift the page has had since it started loading, summed as the browser reports them. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries are delivered in the observer's first task: read the sum after it.
        requestAnimationFrame(() => setTimeout(() => resolve(total)));
      }),
  );
}

for (const width of [390, 1280]) {
  test(`the brand font is preloaded and shown on a first visit at ${width} px, with no layout shift`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit("/", { axe: false });

    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("type", "font/woff2");
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
    // The preload fetches the very file the stylesheet's @font-face asks for, so it is not fetched twice.
    const href = await preload.getAttribute("href");
    const fontFaceSources = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule).map((rule) => rule.style.getPropertyValue("src")),
      ),
    );
    expect(fontFaceSources.some((src) => href !== null && src.includes(href))).toBe(true);

    // A fresh browser (nothing cached): the heading is set in the brand face, not a fallback.
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 2rem "Fraunces Variable"'))).toBe(true);
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Fraunces Variable").map((face) => face.status));
    expect(loaded).toContain("loaded");

    expect(await layoutShift(page)).toBe(0);
  });
}
