import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated } from "./fixtures";
import { latestMailTo } from "./owner";

/** A name or address no other run has used. */
export const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** A new browser at the 390 px phone the salon works from. */
export const phone = (browser: Browser) => browser.newContext({ viewport: { width: 390, height: 844 } });

/** The owner invites someone from /admin/accounts; returns the path of the link in their invitation. */
export async function invite(page: Page, name: string, email: string, role: "Staff" | RegExp) {
  await page.goto("/admin/accounts");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("radio", { name: role }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toContainText("Invitation sent");
  await expectAccessible(page);
  const mail = await latestMailTo(page, email);
  return mail.path(/\/admin\/welcome\//);
}

/** The invited person opens the link and chooses a password: a common one is refused, then they are in. */
export async function acceptInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password").fill("qwerty123456");
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByText(/common passwords/)).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByRole("heading", { name: /^(Inbox|The week at a glance)$/ })).toBeVisible();
}

/** A customer's click-and-collect order; returns its number as shown (WT-…). */
export async function customerOrder(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/products/juuce-radiant-colour-shampoo");
  await hydrated(page);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await hydrated(page);
  await page.getByLabel("Full name").fill("Jane Citizen");
  await page.getByLabel("E-mail").fill(`jane-${stamp()}@example.com`);
  await page.getByLabel("Mobile phone").fill("0412 345 678");
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  await context.close();
  return number.trim();
}

