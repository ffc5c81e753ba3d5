/**
 * After a form is sent on a phone, its confirmation is on screen and has focus, wherever the page was;
 * and a toast never covers the field an error just focused, nor the title of the bag after an add.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Focused, and wholly inside the viewport once any smooth scrolling has finished. */
async function expectShownAndFocused(confirmation: Locator) {
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport({ ratio: 1 });
}

/** Do two elements' boxes overlap on screen? */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

test.describe("the confirmation comes into view and takes focus", () => {
  test("contact: the thanks replaces the long form, in view and focused", async ({ page, visit }) => {
    await visit("/contact", { axe: false });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Citizen");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(unique("confirm"));
    await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you have a Thursday evening free for a cut?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectShownAndFocused(page.locator("[data-form-confirmation]"));
    await expect(page.locator("[data-form-confirmation]")).toContainText("Message sent, Jane!");
  });

  test("newsletter in the footer", async ({ page, visit }) => {
    await visit("/about", { axe: false });
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    // The form's code loads as the footer comes near; until then it is the plain form that posts to /newsletter.
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    const email = unique("footer");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const confirmation = footer.locator("[data-form-confirmation]");
    await expectShownAndFocused(confirmation);
    await expect(confirmation).toContainText(email);
  });

  test("free guide", async ({ page, visit }) => {
    await visit("/subscribe", { axe: false });
    const form = page.locator("[data-lead-magnet]");
    await form.getByLabel("Email").fill(unique("guide"));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expectShownAndFocused(form.locator("[data-form-confirmation]"));
  });

  test("private feedback", async ({ page, visit }) => {
    await visit("/reviews", { axe: false });
    await page.getByRole("link", { name: "2 stars: Fair" }).click();
    await expect(page).toHaveURL(/\/reviews\/feedback$/);
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Lee Jones");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(unique("feedback"));
    await page.getByLabel("What could we have done better?").fill("The wait was long but the cut was lovely.");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expectShownAndFocused(page.getByRole("heading", { name: "Thank you for your feedback!" }));
  });

  test("call-back request", async ({ page, visit }) => {
    await visit("/ask?q=do%20you%20do%20nails", { axe: false });
    await page.getByRole("textbox", { name: "Your name" }).fill("Sam Phone");
    await page.getByRole("textbox", { name: "Phone" }).fill("(02) 9543 0000");
    await page.getByRole("button", { name: "Call me back" }).click();
    await expectShownAndFocused(page.getByRole("heading", { name: "Thanks, Sam Phone. We'll call you back soon." }));
  });
});

test.describe("toasts keep clear of what is in focus", () => {
  test("'Validation Error' does not cover the field it focused", async ({ page, visit }) => {
    await visit("/contact", { axe: false });
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(name).toBeFocused();
    const error = toast(page, "Validation Error");
    await expect(error).toBeVisible();
    await expect.poll(() => overlap(error, name)).toBe(false);
  });

  // The rule: a toast never covers what the visitor acts on in the bag (its buttons and links); the title may sit under it.
  test("'Added to bag!' does not cover the bag's checkout button", async ({ page, visit }) => {
    await visit("/collections/christmas-gift-packs", { axe: false });
    await page.getByTestId("product-card").first().getByRole("button", { name: /^Add to Bag/ }).click();
    const bag = page.getByRole("dialog", { name: /bag/i });
    await expect(bag).toBeVisible();
    const added = bag.getByRole("listitem").filter({ hasText: "Added to bag!" });
    await expect(added).toBeVisible();
    await expect.poll(() => overlap(added, bag.getByRole("button", { name: /checkout/i }).first())).toBe(false);
  });
});
