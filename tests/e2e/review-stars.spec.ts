/**
 * Review stars: every row of stars is five stars wide whatever the card around it, and lit to the
 * rating it reads out; and the home page shows each review once.
 */
import { sampleReviews } from "../../app/content/reviews";
import { expect, test } from "./support/fixtures";

for (const width of [390, 1280]) {
  for (const path of ["/", "/about", "/reviews"]) {
    test(`stars on ${path} at ${width} px are five stars wide and lit to their rating`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(path);
      const rows = page.getByRole("img", { name: /out of 5 stars/ });
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        const measured = await row.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { width: box.width, height: box.height, lit: Number(style.getPropertyValue("--stars")), tile: style.getPropertyValue("mask-size") };
        });
        const label = (await row.getAttribute("aria-label")) ?? "";
        const rating = Number(label.split(" ")[0]);
        // Five square stars: the width is five heights, and each mask tile is one fifth of it.
        expect(measured.height).toBeGreaterThan(0);
        expect(measured.width).toBeCloseTo(measured.height * 5, 1);
        expect(measured.tile).toBe("20% 100%");
        expect(measured.lit).toBe(rating);
      }
    });
  }
}

test("the home page shows each review once", async ({ page, visit }) => {
  await visit("/");
  const quotes = await page.locator("main figure blockquote").allTextContents();
  expect(quotes.length).toBeGreaterThan(0);
  const openings = quotes.map((quote) => quote.replace(/[“”…]/g, "").trim().slice(0, 30));
  expect(new Set(openings).size).toBe(openings.length);
});

test("/reviews shows the salon's reviews to read under the rating, and still offers the public review", async ({ page, visit }) => {
  await visit("/reviews");
  const reviews = page.getByRole("region", { name: "What clients say" }).locator("figure");
  await expect(reviews).toHaveCount(sampleReviews.length);
  for (const review of sampleReviews) await expect(reviews.filter({ hasText: review.author }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Leave a public Google review/ })).toBeVisible();
});
