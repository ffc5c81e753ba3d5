import { expect, holdRequests, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

test.use({ viewport: { width: 390, height: 844 } });

test("words the owner typed into a filled text box before the page's scripts ran are still there once they have, and are what she previews", async ({ page }) => {
  await loginAsOwner(page);
  // The page's scripts are held until she has typed, as on a slow phone.
  const release = await holdRequests(page);
  await page.goto("/admin/pages/returns", { waitUntil: "commit" });
  const body = page.getByLabel("Text", { exact: true });
  const before = await body.inputValue();
  expect(before).not.toBe("");
  const added = `Store credit never expires (${Date.now().toString(36)}).`;
  await body.fill(`${before}\n\n${added}`);
  release();
  await hydrated(page);
  await expect(body).toHaveValue(`${before}\n\n${added}`);

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByTestId("words-preview")).toContainText(added);
});
