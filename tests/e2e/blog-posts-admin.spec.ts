import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const body = [
  "Bangor's winter air is dry, and hair notices before skin does. Here is the short routine I give clients in June.",
  "",
  "## Wash less, condition more",
  "",
  "Two washes a week is plenty for most hair in winter. Use a [moisture mask](/services) once a week.",
  "",
  "## Turn the heat down",
  "",
  "Set the dryer to warm, not hot, and finish with a cool shot to close the cuticle.",
].join("\n");

/** A landscape photo, as her phone would send it. */
async function photo() {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c9a27c" } })
    .composite([{ input: { create: { width: 500, height: 1000, channels: 3, background: "#2f4f3f" } }, left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: "IMG_2211.JPG", mimeType: "image/jpeg", buffer };
}

async function fillPost(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Meta description")
    .fill("Dry winter air in the Shire leaves hair flat and static: the four changes I suggest to every client when the weather turns.");
  await page.getByLabel("Category").selectOption("Seasonal");
  await page.getByLabel("Text (Markdown)").fill(body);
  await page.getByLabel("Picture description").fill("Soft waves of brown hair beside a window on a winter morning");
}

test("the owner writes a post with a photo, publishes it to the blog, the feed and the sitemap, and takes it down", async ({ page }) => {
  const title = `Winter hair reset ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await loginAsOwner(page);
  await page.goto("/admin/posts");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Write a post" }).click();
  await expect(page.getByRole("heading", { name: "Write a post", level: 1 })).toBeVisible();
  await hydrated(page);

  // A product the shop does not hold is refused at save, next to the field that names it, and nothing is stored.
  await fillPost(page, title);
  await page.getByLabel("The reader is invited to").selectOption("product");
  await page.getByLabel("Service or product address").fill("/products/no-such-product");
  const refused = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/posts/new"));
  await page.getByRole("button", { name: "Save as draft" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator("#post-cta-link-error")).toHaveText(/no product \/products\/no-such-product/);
  await expect(page.getByLabel("Service or product address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect((await page.request.get(`/admin/posts/${slug}`)).status()).toBe(404);

  // A missing title is refused the same way.
  await page.getByLabel("Title", { exact: true }).fill("");
  await page.getByLabel("The reader is invited to").selectOption("booking");
  await page.getByLabel("Service or product address").fill("");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.locator("#post-title-error")).toHaveText("Give the post a title.");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${slug}\\?done=`));
  await expect(page.getByTestId("post-publication")).toHaveText(/Draft/);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await hydrated(page);

  // Her photo at the top, kept in view on the left when cropped.
  const photoForm = page.getByRole("form", { name: "Add a photo" });
  await photoForm.getByLabel("Photo", { exact: true }).setInputFiles(await photo());
  await photoForm.getByLabel("Description").fill("Soft waves of brown hair beside a window on a winter morning");
  await photoForm.getByLabel("Keep in view when cropped").selectOption("left");
  await photoForm.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toHaveText(/Photo saved/, { timeout: 60_000 });

  // The preview shows the post at phone width, before anything is saved.
  await hydrated(page);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Turn the heat down" })).toBeVisible();
  expect(await preview.locator("> div").evaluate((frame) => frame.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("heading", { name: /Preview at phone width/ })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toHaveText(/on the blog now/);
  await expect(page.getByTestId("post-publication")).toHaveText(/Published/);

  // On /blog, first (the newest), with her photo; on its own page with the photo and the article's structured data.
  await page.goto("/blog");
  const card = page.locator("[data-post-card]", { hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /\/photos\//);
  await expect(card.locator("img")).toHaveCSS("object-position", "0% 50%");
  await page.goto(`/blog?category=Seasonal`);
  await expect(page.locator("[data-post-card]", { hasText: title })).toBeVisible();
  const article = await page.goto(`/blog/${slug}`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const posting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")).find((block) => block["@type"] === "BlogPosting"));
  expect(posting.headline).toBe(title);
  expect(posting.image).toMatch(/\/photos\//);
  await expectAccessible(page);

  const rss = await (await page.request.get("/blog/rss.xml")).text();
  expect(rss).toContain(`<title>${title}</title>`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);

  // Taken down: its page is a 404, and it leaves the list, the feed and the sitemap.
  await page.goto(`/admin/posts/${slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Take it down" }).click();
  await expect(page.getByRole("status")).toHaveText(/Taken down/);
  const gone = await page.goto(`/blog/${slug}`);
  expect(gone?.status()).toBe(404);
  await page.goto("/blog");
  await expect(page.locator("[data-post-card]", { hasText: title })).toHaveCount(0);
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(title);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}<`);
});

test("a scheduled post comes out at its time by itself, and a time already past is refused", async ({ page }) => {
  const title = `Spring colour refresh ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await loginAsOwner(page);
  await page.goto("/admin/posts/new");
  await hydrated(page);
  await fillPost(page, title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("post-publication")).toHaveText(/Draft/);
  await hydrated(page);

  const when = page.getByLabel(/schedule it for/i);
  await when.fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.locator("#post-publish-at-error")).toHaveText(/has passed/);
  await expectAccessible(page);

  // The next minute on the salon's clock (the field is in Sydney time).
  const nextMinute = await page.evaluate(() => {
    const at = new Date(Date.now() + 60_000);
    const part = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
  });
  await page.getByLabel(/schedule it for/i).fill(nextMinute);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByTestId("post-publication")).toHaveText(/Scheduled for/);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/blog")).text()).not.toContain(title);

  // Nobody saves anything: the kept /blog page and the article follow the clock.
  await expect
    .poll(async () => (await (await page.request.get("/blog")).text()).includes(title), { timeout: 100_000, intervals: [2_000] })
    .toBe(true);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);

  // Deleted: gone from the back office and a 404 on the blog.
  await page.goto(`/admin/posts/${slug}`);
  await hydrated(page);
  await page.getByText("Delete this post").click();
  await page.getByRole("button", { name: "Delete the post" }).click();
  await expect(page.getByRole("status")).toHaveText(/deleted/);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});
