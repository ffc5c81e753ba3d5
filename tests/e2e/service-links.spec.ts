import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/**
 * A post that links to a service the owner has hidden sends its readers to the whole menu instead of a missing
 * page, and links to the page again once she shows it. The menu is one per site and other specs read it, so this
 * spec runs after them (playwright.config.ts) and shows the service again before it ends.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const post = "/blog/caring-for-fine-hair";
const slug = "mid-length-wash-cut-blowdry";
const servicePage = `/services/cut-packages/${slug}`;

async function setShown(page: Page, shown: boolean) {
  await page.goto("/admin/services");
  await hydrated(page);
  await page.locator(`#service-${slug}`).getByRole("button", { name: shown ? /^Show/ : /^Hide/ }).click();
  await expect(page.getByRole("status")).toContainText(shown ? "Shown" : "Hidden");
}

test("a post's links to a hidden service go to the menu, and back to its page once shown", async ({ page }) => {
  await page.goto(post);
  const toPage = page.locator(`#main a[href="${servicePage}"]`);
  const linked = await toPage.count();
  expect(linked, "the post links to the service").toBeGreaterThan(0);
  const toMenu = await page.locator('#main a[href="/services"]').count();

  await loginAsOwner(page);
  await setShown(page, false);
  try {
    await page.goto(post);
    await expect(toPage).toHaveCount(0);
    // Every link that went to the page (in the text and the call to action) now goes to the menu.
    await expect(page.locator('#main a[href="/services"]')).toHaveCount(toMenu + linked);
    await expectAccessible(page);
  } finally {
    await setShown(page, true);
  }
  await page.goto(post);
  await expect(toPage).toHaveCount(linked);
});
