/** A local searcher reads one place's story on /near and on /areas: one design, every part filled, a way to find the studio. */
import type { Page } from "@playwright/test";
import { formattedAddress, salon } from "../../app/config/salon.ts";
import { driveTimes, placeOf } from "../../app/content/drive-times.ts";
import { findArea } from "../../app/content/areas.ts";
import { findSuburb } from "../../app/content/suburbs.ts";
import { expect, test } from "./support/fixtures";

/**
 * Every landmark and section in the page's main content, with what it shows; and every box (a surface with its own
 * background or shadow) with the tallest stretch of it that shows nothing: no text, no picture, no drawing.
 */
async function partsOf(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main")!;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const landmarks = [...main.querySelectorAll("section, nav, aside, figure, [role=region]")]
      .filter(visible)
      .map((el) => ({ name: el.getAttribute("aria-label") ?? el.id ?? el.tagName, text: (el as HTMLElement).innerText.trim().length }));

    // Rows of content: each text node's lines and each picture, by their top and bottom.
    const contentRows = (box: Element) => {
      const rows: [number, number][] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.height > 0) rows.push([rect.top, rect.bottom]);
      }
      for (const el of box.querySelectorAll("svg, img, iframe, a, button")) {
        const rect = el.getBoundingClientRect();
        if (rect.height > 0) rows.push([rect.top, rect.bottom]);
      }
      return rows.sort((a, b) => a[0] - b[0]);
    };
    const boxes = [...main.querySelectorAll("*")]
      .filter((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const surface = style.boxShadow !== "none" || (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== getComputedStyle(el.parentElement!).backgroundColor);
        return surface && rect.width >= 120 && rect.height >= 120 && visible(el) && el.tagName !== "svg" && !el.closest("svg");
      })
      .map((box) => {
        const rect = box.getBoundingClientRect();
        let reached = rect.top;
        let emptiest = 0;
        for (const [top, bottom] of contentRows(box)) {
          emptiest = Math.max(emptiest, top - reached);
          reached = Math.max(reached, bottom);
        }
        emptiest = Math.max(emptiest, rect.bottom - reached);
        return { box: `${box.tagName.toLowerCase()}.${String(box.className).slice(0, 60)}`, height: Math.round(rect.height), emptiest: Math.round(emptiest) };
      });
    return { landmarks, boxes };
  });
}

const pages = [
  { path: "/near/menai", place: findSuburb("menai")!, findTitle: "How to visit from Menai" },
  { path: "/areas/menai-2234", place: findArea("menai-2234")!, findTitle: "Easy to find" },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, place, findTitle } of pages) {
      test(`${path}: every part shows something, and the way to the studio is drawn with its one drive time`, async ({ page, visit }) => {
        await visit(path);
        // Landmarks show the fallback: the map embed is not configured on this server.
        const { landmarks, boxes } = await partsOf(page);
        expect(landmarks.length).toBeGreaterThan(0);
        for (const landmark of landmarks) expect(landmark.text, `${landmark.name} shows text`).toBeGreaterThan(0);
        expect(boxes.length).toBeGreaterThan(0);
        // Padding aside, no box holds a stretch of nothing taller than a line of buttons.
        for (const box of boxes) expect(box.emptiest, `${box.box} (${box.height} px tall) has an empty stretch`).toBeLessThanOrEqual(96);

        const find = page.getByRole("region", { name: findTitle });
        const minutes = driveTimes[placeOf(place.slug)].minutes;
        const map = find.getByRole("img", { name: new RegExp(`^Drawn map: ${place.name} lies \\w+(-\\w+)? of the studio in Bangor, ${minutes} min by car`) });
        await expect(map).toBeVisible();
        await expect(find).toContainText(`About ${minutes} minutes by car from ${place.name}.`);
        await expect(find).toContainText(formattedAddress);
        await expect(find).toContainText("Parking");
        await expect(find).toContainText("Wednesday");
        const directions = find.getByRole("link", { name: /^Get directions/ });
        await expect(directions).toBeVisible();
        await expect(directions).toHaveAttribute("href", salon.mapsUrl);
        await expect(directions).toHaveAttribute("target", "_blank");
        // One booking label outside the spec's own: the hero's button is Book now on both pages.
        await expect(page.getByRole("main").getByRole("link", { name: /^Book online/ })).toHaveCount(0);
        await expect(page.locator('[data-book-cta$="_hero"]')).toContainText("Book now");
      });
    }
  });
}

test("both pages of one place share their parts: the story, the services, the questions, the way in and the ending", async ({ page }) => {
  const shape = async (path: string) => {
    await page.goto(path);
    return page.evaluate(() =>
      [...document.querySelectorAll("main section, main nav")]
        .filter((el) => !el.parentElement!.closest("section, nav"))
        .map((el) => el.className),
    );
  };
  const near = await shape("/near/menai");
  const area = await shape("/areas/menai-2234");
  // Every kind of part the suburb page has, the area page has too, styled the same (the area page adds its price list).
  for (const part of near) expect(area, `the area page also has a part styled ${part}`).toContain(part);
});

test("Bangor's own pages show the studio on the map, with no drive to draw", async ({ page, visit }) => {
  await visit("/near/bangor");
  const find = page.getByRole("region", { name: "How to visit from Bangor" });
  await expect(find.getByRole("img", { name: "Drawn map: the studio in Bangor, on Yala Road." })).toBeVisible();
  await expect(find).toContainText("The studio is right here in Bangor.");
});
