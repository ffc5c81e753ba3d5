/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD is checked field by field */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { galleryImages } from "../../app/content/about.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner, ownerPassword } from "./support/owner";

test.describe.configure({ timeout: 300_000 });

/** A phone photo: stored landscape (1200×900) with an EXIF tag saying to turn it upright, so upright it is 900×1200. */
async function phonePhoto(colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 300, height: 900, channels: 3, background: "#2f4f3f" } }, left: 0, top: 0 }])
    .jpeg({ quality: 82 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Salon Phone" } })
    .toBuffer();
  return { name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer };
}

/** Upload through the page's form, answering with the status of the post. */
async function upload(form: Locator, file: { name: string; mimeType: string; buffer: Buffer }, alt: string) {
  const page = form.page();
  await form.getByLabel("Photo", { exact: true }).setInputFiles(file);
  await form.getByLabel("Description").fill(alt);
  const posted = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/photos(\.data)?(\?|$)/.test(response.url()),
  );
  await form.getByRole("button", { name: "Upload photo" }).click();
  return (await posted).status();
}

/** The picture an <img> shows, its intrinsic size attributes, and whether it loaded. */
async function shownPicture(img: Locator) {
  await expect(img).toHaveJSProperty("complete", true);
  return img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    loaded: el.naturalWidth > 0,
    avif: el.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute("srcset") ?? null,
  }));
}

async function jsonLd(page: Page, type: string): Promise<Record<string, any>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
  return blocks.filter((block) => block["@type"] === type);
}

/**
 * Shop pages and catalogue reads are each kept for everyone for a short while (STOREFRONT_CACHE_SECONDS), and
 * another spec may have had this page kept before the upload: the photo shows once both are renewed.
 */
async function visitOnceRenewed(page: Page, path: string, img: Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(img).toHaveAttribute("src", /\/photos\//, { timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: 100_000 });
}

const photoAddress = /\/photos\/[\w-]{22}-(\d+)\.(avif|webp)$/;

test("the owner's product photo shows on the product page, its collection card, the bag and in structured data", async ({ page }) => {
  await loginAsOwner(page);
  await page.goto("/admin/products/pure-scalp-serum/photos");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "Add a photo" });

  // A PDF with a photo's name is refused by what it is, with a reason and a 4xx.
  const pdf = {
    name: "scalp-serum.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n"),
  };
  expect(await upload(form, pdf, "Scalp serum bottle")).toBe(415);
  await expect(page.getByTestId("photo-error")).toHaveText(/not a JPEG, PNG or WebP photo/);
  await expect(form.getByLabel("Photo", { exact: true })).toBeFocused();
  await expect(form.getByLabel("Description")).toHaveValue("Scalp serum bottle");
  await expectAccessible(page);

  // Past 15 MB: told before the upload starts; a body past the upload page's limit is refused by the server, with its reason.
  const huge = {
    name: "IMG_9999.JPG",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]),
  };
  await form.getByLabel("Photo", { exact: true }).setInputFiles(huge);
  await form.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("photo-error")).toHaveText(/larger than 15 MB/);
  const refused = await page.request.post("/admin/products/pure-scalp-serum/photos", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      intent: "upload",
      alt: "Too big",
      photo: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(17 * 1024 * 1024) },
    },
  });
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({ error: "The photo that was sent is larger than 15 MB." });

  // No description: refused, with the hint on what to write.
  await form.getByLabel("Description").fill("");
  expect(await upload(form, await phonePhoto("#e8d9b5"), "")).toBe(400);
  await expect(form.getByText(/Describe the photo for people who can't see it/)).toBeVisible();

  expect(await upload(form, await phonePhoto("#e8d9b5"), "Pure Scalp Serum dropper bottle on a linen towel")).toBeLessThan(400);
  await expect(page.getByRole("status")).toHaveText("Photo added. It is now the first picture.");
  await expect(form.getByLabel("Photo", { exact: true })).toHaveValue("");
  const first = page.getByTestId("product-picture").first();
  await expect(first).toContainText("Your photo");
  await expect(first.getByLabel("Description of picture 1")).toHaveValue("Pure Scalp Serum dropper bottle on a linen towel");
  await expectAccessible(page);

  // The product page: the gallery's first picture is the photo, upright (900×1200), in AVIF and WebP at every width.
  await visitOnceRenewed(page, "/products/pure-scalp-serum", page.getByTestId("gallery-main").locator("img"));
  await hydrated(page);
  const main = await shownPicture(page.getByTestId("gallery-main").locator("img"));
  expect(main).toMatchObject({ width: "900", height: "1200", loaded: true });
  expect(main.currentSrc).toMatch(photoAddress);
  expect(main.avif?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["360w", "720w", "900w"]);
  await expect(page.getByTestId("gallery-main").locator("img")).toHaveAttribute("alt", "Pure Scalp Serum dropper bottle on a linen towel");
  const [product] = await jsonLd(page, "Product");
  expect(product?.image[0]).toMatchObject({ "@type": "ImageObject", width: 900, height: 1200 });
  expect(product?.image[0].url).toMatch(/\/photos\/[\w-]{22}-900\.webp$/);
  expect(product?.image[1].url).toMatch(/\/images\/products\/pure-scalp-serum-1\.svg$/);
  await expectAccessible(page);

  // Served from the database at a content-hashed address, cached for good, with the metadata gone and the picture upright.
  const served = await page.request.get(main.avif?.split(", ")[0]?.split(" ")[0] as string);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(await served.body()).metadata();
  expect({ width: metadata.width, height: metadata.height, exif: metadata.exif, orientation: metadata.orientation }).toEqual({
    width: 360,
    height: 480,
    exif: undefined,
    orientation: undefined,
  });
  expect((await page.request.get(main.currentSrc.replace(/-\d+\.(avif|webp)$/, "-1440.webp"))).status()).toBe(404);

  // The bag line shows this product's own picture.
  await page.getByRole("button", { name: "Add to Bag" }).click();
  const bag = page.getByRole("dialog", { name: "Your bag" });
  const line = bag.getByTestId("bag-line").filter({ hasText: "Pure Scalp Serum" });
  const inBag = await shownPicture(line.locator("img"));
  expect(inBag).toMatchObject({ width: "900", height: "1200", loaded: true });
  expect(inBag.currentSrc).toMatch(photoAddress);
  await expectAccessible(page);

  // The collection card.
  await visitOnceRenewed(
    page,
    "/collections/treatments",
    page.getByTestId("product-card").filter({ hasText: "Pure Scalp Serum" }).locator("img"),
  );
  await hydrated(page);
  const card = page.getByTestId("product-card").filter({ hasText: "Pure Scalp Serum" });
  await card.scrollIntoViewIfNeeded();
  const onCard = await shownPicture(card.locator("img"));
  expect(onCard).toMatchObject({ width: "900", height: "1200", loaded: true });
  expect(onCard.currentSrc).toMatch(photoAddress);
  await expectAccessible(page);
});

test("the owner's portrait shows on the about page once she adds it", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByTestId("about-portrait")).toHaveCount(0);

  await loginAsOwner(page);
  await page.getByRole("link", { name: "Salon photos" }).click();
  await expect(page.getByRole("heading", { name: "Salon photos", level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  const portrait = page.getByTestId("photo-slot-portrait");
  await portrait.locator("summary", { hasText: "Add a photo" }).click();
  expect(
    await upload(
      portrait.getByRole("form", { name: /^Photo for / }),
      await phonePhoto("#d9b9a0"),
      "Mel smiling in the salon, scissors in hand",
    ),
  ).toBeLessThan(400);
  await expect(page.getByRole("status")).toHaveText(/portrait: photo saved\. It shows on Home and About now\./);
  await expect(portrait.getByRole("img", { name: "Mel smiling in the salon, scissors in hand" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/about");
  const img = page.getByTestId("about-portrait").locator("img");
  await expect(img).toHaveAttribute("alt", "Mel smiling in the salon, scissors in hand");
  const shown = await shownPicture(img);
  expect(shown).toMatchObject({ width: "900", height: "1200", loaded: true });
  expect(shown.currentSrc).toMatch(photoAddress);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.flatMap((el) => JSON.parse(el.textContent ?? "[]")));
  const founder = blocks.map((block) => block.founder).find(Boolean);
  expect(founder?.image).toMatchObject({ "@type": "ImageObject", width: 900, height: 1200 });
  await expectAccessible(page);
});

test.describe("the photo pages without JavaScript", () => {
  // axe needs scripts in the page: both pages are checked in the tests above.
  test.use({ javaScriptEnabled: false });

  test("a plain form post refuses a PDF with its reason and puts a photo of the salon in the about page's gallery", async ({ page }) => {
    await page.goto(`/admin/login?next=${encodeURIComponent("/admin/photos")}`);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Salon photos", level: 1 })).toBeVisible();
    const salonPlace = page.getByTestId("photo-slot-salon");
    await salonPlace.locator("summary", { hasText: "Add a photo" }).click();
    const pdf = { name: "salon.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };
    expect(await upload(salonPlace.getByRole("form", { name: /^Photo for / }), pdf, "The front window")).toBe(415);
    await expect(page.getByTestId("photo-error")).toHaveText(/not a JPEG, PNG or WebP photo/);

    // The refused form comes back open, with what she wrote.
    expect(
      await upload(
        page.getByTestId("photo-slot-salon").getByRole("form", { name: /^Photo for / }),
        await phonePhoto("#b8c9b0"),
        "The two styling chairs by the front window",
      ),
    ).toBe(303);
    await expect(page.getByRole("status")).toHaveText("Inside the salon: photo saved. It shows on About now.");

    await page.goto("/about");
    // Her photo takes the place of the first drawing: as many pictures as before.
    const gallery = page.getByRole("region", { name: "Take a look around" }).getByRole("listitem");
    await expect(gallery).toHaveCount(galleryImages.length);
    await expect(gallery.first().getByRole("img")).toHaveAttribute("alt", "The two styling chairs by the front window");
    await expect(gallery.first().locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-360\.webp 360w, .*-900\.webp 900w$/);
  });
});
