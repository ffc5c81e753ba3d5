import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/** The salon's words are one per site and shown to every visitor: these tests change them one after another and put them back. */
test.describe.configure({ mode: "serial" });

/** The owner works on her phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const withinAMinute = { timeout: 60_000, intervals: [500, 1_000, 2_000] };

async function openEditor(page: Page, linkName: string | RegExp, heading: string | RegExp) {
  await page.goto("/admin/pages");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Pages and FAQs" })).toBeVisible();
  await page.getByRole("link", { name: linkName, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await hydrated(page);
}

/** Post the editor with one of its buttons, and the answer's status. */
async function submit(page: Page, button: string, path: string): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(path) && response.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await answered).status();
}

test.describe("the salon's words, as the owner changes them on her phone", () => {
  test("a policy edit shows on the public page at once, an unknown placeholder is refused by name, and the previous version comes back in one tap", async ({
    page,
  }) => {
    test.slow(); // several pages, each checked with axe
    const sentence = `Gift cards are kept on file for three years (${Date.now().toString(36)}).`;
    const editor = "/admin/pages/returns";

    await loginAsOwner(page);
    await page.goto("/admin/pages");
    await expectAccessible(page);
    await openEditor(page, "Returns & Exchanges", "Returns & Exchanges");
    await expectAccessible(page);
    const body = page.getByLabel("Text", { exact: true });
    const before = await body.inputValue();
    const versionsBefore = await page.getByTestId("version").count();

    // A placeholder the site does not know is refused with its name, next to the field, and nothing is stored.
    await body.fill(`${before}\n\n${sentence} Ask {{giftCardDesk}}.`);
    expect(await submit(page, "Save", editor)).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(page.getByText("{{giftCardDesk}} is not a known placeholder.")).toBeVisible();
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expect(body).toHaveValue(new RegExp(`\\{\\{giftCardDesk\\}\\}`));
    await expectAccessible(page);
    await page.goto("/policies/returns");
    await expect(page.getByText(sentence)).toHaveCount(0);

    // Fixed, it previews at phone width with the placeholders filled in, then saves.
    await openEditor(page, "Returns & Exchanges", "Returns & Exchanges");
    await body.fill(`${before}\n\n${sentence} Call {{phone}}.`);
    expect(await submit(page, "Preview", editor)).toBe(200);
    const preview = page.getByTestId("words-preview");
    await expect(preview.getByRole("heading", { name: "Preview at phone width" })).toBeFocused();
    await expect(preview).toContainText(sentence);
    await expect(preview).not.toContainText("{{phone}}");
    await expectAccessible(page);
    expect(await submit(page, "Save", editor)).toBeLessThan(400);
    await expect(page.getByRole("status")).toHaveText("Saved. The site shows it now.");
    const versions = page.getByTestId("version");
    await expect(versions).toHaveCount(versionsBefore + 1);
    await expect(versions.first()).toContainText("Changed text");
    // Named by the account that saved it.
    await expect(versions.first()).toContainText("Owner ·");
    await expect(versions.first()).toContainText("Showing now");

    await expect(async () => {
      await page.goto("/policies/returns");
      await expect(page.getByText(sentence)).toBeVisible();
    }).toPass(withinAMinute);
    await expectAccessible(page);

    // The version before the edit comes back with one tap, saved again as the newest version.
    await page.goto(editor);
    await hydrated(page);
    await versions.nth(1).getByRole("button", { name: /^Restore/ }).click();
    await expect(page.getByRole("status")).toContainText("Restored the version of");
    await expect(versions).toHaveCount(versionsBefore + 2);
    await expect(versions.first()).toContainText("Restored the version of");
    await expect(body).toHaveValue(before);
    await expectAccessible(page);

    await expect(async () => {
      await page.goto("/policies/returns");
      await expect(page.getByRole("heading", { level: 1, name: "Returns & Exchanges" })).toBeVisible();
      await expect(page.getByText(sentence)).toHaveCount(0);
    }).toPass(withinAMinute);
  });

  test("an FAQ answer and the about page's introduction follow the owner's edit, and go back when she restores", async ({ page }) => {
    test.slow(); // five pages and three saves
    const answer = `Yes: one of us will walk you in from the car park (${Date.now().toString(36)}).`;
    const intro = `{{founderName}} has cut hair in the Shire since {{openedYear}} (${Date.now().toString(36)}).`;
    await loginAsOwner(page);

    await openEditor(page, "Where are you, and is there parking?", "Where are you, and is there parking?");
    const field = page.getByLabel("Answer", { exact: true });
    const before = await field.inputValue();
    await field.fill(answer);
    expect(await submit(page, "Save", "/admin/pages/faq-parking-access")).toBeLessThan(400);
    await expect(async () => {
      await page.goto("/services");
      await expect(page.getByText(answer)).toBeAttached();
      await page.goto("/contact");
      await expect(page.getByText(answer)).toBeVisible();
    }).toPass(withinAMinute);
    await page.goto("/admin/pages/faq-parking-access");
    await hydrated(page);
    await page.getByTestId("version").nth(1).getByRole("button", { name: /^Restore/ }).click();
    await expect(page.getByRole("status")).toContainText("Restored the version of");
    await expect(field).toHaveValue(before);

    await openEditor(page, "About", "About");
    await page.getByLabel("Introduction").fill(intro);
    expect(await submit(page, "Save", "/admin/pages/about")).toBeLessThan(400);
    await expect(async () => {
      await page.goto("/about");
      await expect(page.getByText(/has cut hair in the Shire since \d{4}/)).toBeVisible();
    }).toPass(withinAMinute);
    await expect(page.getByText("{{founderName}}")).toHaveCount(0);
    await page.goto("/admin/pages/about");
    await hydrated(page);
    await page.getByTestId("version").nth(1).getByRole("button", { name: /^Restore/ }).click();
    await expect(page.getByRole("status")).toContainText("Restored the version of");
    await expect(async () => {
      await page.goto("/about");
      await expect(page.getByText(/has cut hair in the Shire since/)).toHaveCount(0);
    }).toPass(withinAMinute);
  });
});
