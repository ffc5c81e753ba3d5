import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { catalogueProducts } from "../../app/content/catalogue.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

// Photos are made in the upload's own request (AVIF and WebP in every width): a few seconds each on a busy machine.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** A landscape photo with something off-centre, as a phone would take it. */
async function landscapePhoto(colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 400, height: 300, channels: 3, background: "#2f4a3e" } }, left: 1000, top: 200 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: "IMG_2210.JPG", mimeType: "image/jpeg", buffer };
}

/**
 * The shot list's "3 of 60 filled" agrees with the slots the page shows, filled or not. Other specs add posts and fill
 * their photos meanwhile, so the numbers themselves are not this spec's to predict; its own slots' states are.
 */
async function expectSummaryOfSlots(page: Page) {
  await expect
    .poll(async () => {
      const summary = ((await page.getByTestId("shot-list-summary").textContent()) ?? "").trim();
      const slots = page.locator("[data-testid^='photo-slot-']");
      const counted = `${await slots.and(page.locator("[data-filled='yes']")).count()} of ${await slots.count()} filled`;
      return summary === counted ? "agrees" : `${summary} (the page shows ${counted})`;
    })
    .toBe("agrees");
}

/** Open a slot's upload form, send a photo with its description, and wait for the shot list to come back. */
async function uploadTo(slot: Locator, colour: string, alt: string, focus = "Centre") {
  await slot.locator("summary", { hasText: "Add a photo" }).click();
  const form = slot.getByRole("form", { name: /^Photo for / });
  await form.getByLabel("Photo", { exact: true }).setInputFiles(await landscapePhoto(colour));
  await form.getByLabel("Description").fill(alt);
  await form.getByLabel("Keep in view when cropped").selectOption({ label: focus });
  await form.getByRole("button", { name: "Upload photo" }).click();
}

/** The picture an <img> shows once loaded: its address and whether the browser could decode it. */
async function shown(img: Locator) {
  await expect(img).toHaveJSProperty("complete", true);
  return img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, loaded: el.naturalWidth > 0, position: getComputedStyle(el).objectPosition }));
}

const photoAddress = /\/photos\/[\w-]{22}-\d+\.(avif|webp)$/;

test("the owner fills the home hero and a service category from the shot list on her phone, and each shows in its place", async ({ page }) => {
  await page.goto("/");
  const drawnHero = page.locator("main img").first();
  await expect(drawnHero).toHaveAttribute("src", /\/images\/hero\//);

  await loginAsOwner(page, "/admin/photos");
  await expect(page.getByRole("heading", { name: "Salon photos", level: 1 })).toBeVisible();
  await hydrated(page);
  await expectSummaryOfSlots(page);
  await expectAccessible(page);

  // Every slot says what makes a good picture for it.
  const hero = page.getByTestId("photo-slot-home-hero");
  for (const term of ["Light", "Framing", "Shape"]) await expect(hero.getByRole("term").filter({ hasText: term })).toBeVisible();
  await expect(hero.getByTestId("slot-state")).toHaveText("Empty: the drawing shows");

  // A description is required: refused next to the field, and the photo is not kept.
  await hero.locator("summary", { hasText: "Add a photo" }).click();
  const heroForm = hero.getByRole("form", { name: /^Photo for / });
  await heroForm.getByLabel("Photo", { exact: true }).setInputFiles(await landscapePhoto("#c98f6b"));
  const refused = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/photos"));
  await heroForm.getByRole("button", { name: "Upload photo" }).click();
  expect((await refused).status()).toBe(400);
  await expect(heroForm.getByLabel("Description")).toBeFocused();
  await expect(heroForm.getByText(/Describe the photo for people who can't see it/)).toBeVisible();

  await heroForm.getByLabel("Description").fill("Glossy copper waves after a colour and blow-dry");
  await heroForm.getByRole("button", { name: "Upload photo" }).click();
  await expect(hero.getByRole("status")).toHaveText(/photo saved\. It shows on Home now\./);
  await expect(hero.getByRole("status")).toBeFocused();
  await expect(hero.getByTestId("slot-state")).toHaveText("✓ Filled with your photo");
  await expectSummaryOfSlots(page);
  await expectAccessible(page);

  // A service category, kept in view towards its right.
  const category = page.locator("[data-testid^='photo-slot-category:']").first();
  const categoryKey = ((await category.getAttribute("data-testid")) ?? "").replace("photo-slot-category:", "");
  await uploadTo(category, "#5b4636", "Sleek brown hair after a smoothing treatment", "Right");
  await expect(category.getByRole("status")).toHaveText(/photo saved\. It shows on Services now\./);
  await expect(category).toHaveAttribute("data-filled", "yes");
  await expectSummaryOfSlots(page);

  // She taps the hero's photo near its top left: that point is kept in view from then on.
  await hero.locator("summary", { hasText: "Point kept in view" }).click();
  const tapTarget = hero.getByRole("button", { name: /^Set the point to keep in view on / });
  const box = (await tapTarget.boundingBox())!;
  await tapTarget.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
  await expect(page.getByTestId("photo-slot-home-hero").getByRole("status")).toHaveText(/now keeps that point in view/);

  // The home page: her photo is the hero, loaded first as the page's largest picture, with her description.
  await page.goto("/");
  const heroImg = page.getByRole("img", { name: "Glossy copper waves after a colour and blow-dry" });
  await expect(heroImg).toHaveAttribute("fetchpriority", "high");
  await expect(heroImg).toHaveAttribute("loading", "eager");
  await expect(heroImg).toHaveAttribute("width", "1440");
  await expect(heroImg).toHaveAttribute("height", "1080");
  const heroShown = await shown(heroImg);
  expect(heroShown.src).toMatch(photoAddress);
  expect(heroShown.loaded).toBe(true);
  expect(heroShown.position).toBe("25% 20%");
  await expect(page.locator("picture source[type='image/avif']").first()).toHaveAttribute("srcset", /360w, .*1440w$/);
  await expectAccessible(page);

  // /services: the category's photo leads its section, below the fold so loaded lazily, kept in view on its right.
  await page.goto(`/services#${categoryKey}`);
  const categoryImg = page.locator(`section#${categoryKey}`).getByRole("img", { name: "Sleek brown hair after a smoothing treatment" });
  await expect(categoryImg).toHaveAttribute("loading", "lazy");
  await categoryImg.scrollIntoViewIfNeeded();
  const categoryShown = await shown(categoryImg);
  expect(categoryShown.src).toMatch(photoAddress);
  expect(categoryShown.position).toBe("100% 50%");
  await expectAccessible(page);

  // Removed again: the drawing is back on the home page, and the shot list counts it empty.
  await page.goto("/admin/photos");
  await hydrated(page);
  await page.getByTestId("photo-slot-home-hero").getByRole("button", { name: /^Remove the photo/ }).click();
  await expect(page.getByTestId("photo-slot-home-hero").getByRole("status")).toHaveText(/photo removed\. The drawing shows in its place again\./);
  await expect(page.getByTestId("photo-slot-home-hero").getByTestId("slot-state")).toHaveText("Empty: the drawing shows");
  await expectSummaryOfSlots(page);
  await page.goto("/");
  await expect(page.locator("main img").first()).toHaveAttribute("src", /\/images\/hero\//);
});

test("a gift pack's page lists what is inside it, each product with its size", async ({ page }) => {
  const pack = catalogueProducts.find((product) => product.productType === "Gift Pack" && product.contents?.length)!;
  await page.goto(`/products/${pack.handle}`);
  const inside = page.getByRole("region", { name: "What's inside" });
  const items = inside.getByRole("listitem");
  await expect(items).toHaveCount(pack.contents!.length);
  for (const [index, item] of pack.contents!.entries()) {
    const product = catalogueProducts.find((candidate) => candidate.handle === item.handle)!;
    await expect(items.nth(index).getByRole("link", { name: product.title })).toHaveAttribute("href", `/products/${item.handle}`);
    await expect(items.nth(index)).toContainText(item.size);
  }
  await expectAccessible(page);
});
