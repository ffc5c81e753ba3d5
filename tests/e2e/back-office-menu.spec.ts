import { expect, holdRequests, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

test.use({ viewport: { width: 390, height: 844 } });

test("the back office's menu opened before the scripts ran stays open, and closes when another page opens", async ({ page }) => {
  await loginAsOwner(page);
  // The page's scripts are held until the menu is open, as on a slow phone.
  const release = await holdRequests(page);
  await page.goto("/admin/newsletter", { waitUntil: "commit" });
  const menu = page.locator("details", { has: page.locator("summary", { hasText: "Menu" }) });
  await menu.locator("summary").click();
  const tools = page.getByRole("navigation", { name: "Tools" });
  await expect(tools.getByRole("link", { name: "Newsletter" })).toHaveAttribute("aria-current", "page");

  release();
  await hydrated(page);
  await expect(menu).toHaveAttribute("open", "");
  await expect(tools.getByRole("link", { name: "Newsletter" })).toBeVisible();

  await tools.getByRole("link", { name: "Posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(menu).not.toHaveAttribute("open");
});
