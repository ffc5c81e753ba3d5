import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The password the e2e server starts with (playwright.config.ts). */
export const ownerPassword = "e2e-admin-password";

/** Where the setup keeps the cookie of the owner's known browser (tests/e2e/owner-browser.setup.ts). */
export const ownerBrowserFile = () => path.join(process.env.E2E_DATA_DIR!, "owner-browser.json");

/** The cookie that makes a browser the owner's known one, to add to a context before it signs in. */
export const ownerBrowserCookies = (): Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"] =>
  JSON.parse(readFileSync(ownerBrowserFile(), "utf8"));

/**
 * Sign in as the owner from her known browser, then open `next`. The browser posts what her sign-in form posts (the
 * form itself is tested in owner-sign-in.spec.ts and keyboard.spec.ts): each test has a session of its own.
 */
export async function loginAsOwner(page: Page, next = "/admin/inbox") {
  await page.context().addCookies(ownerBrowserCookies());
  const signedIn = await page.request.post("/admin/login", { form: { password: ownerPassword, next }, maxRedirects: 0 });
  expect(signedIn.status(), "the owner's sign-in").toBe(302);
  expect(signedIn.headers()["location"]).toBe(next);
  await page.goto(next);
  // Signed in: the back office's footer offers signing out, whichever page `next` opened.
  await expect(page.getByRole("button", { name: "Sign out on every device" })).toBeVisible();
}

/** The newest e-mail to `address` in the owner's mailbox, as its text and its links (paths only: the test server's origin differs from SITE_URL). */
export async function latestMailTo(page: Page, address: string, subject?: RegExp) {
  await page.goto(`/admin/inbox?s=mailbox&q=${encodeURIComponent(address)}`);
  const row = subject ? page.locator("tr", { hasText: subject }).first() : page.locator("tbody tr[data-row-id]").first();
  await expect(row).toBeVisible();
  const detail = row.locator("xpath=following-sibling::tr[1]");
  await detail.getByText("Show e-mail").click();
  const body = detail.locator("pre");
  const text = (await body.textContent()) ?? "";
  const links = await body.locator("a").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const path = (pattern: RegExp) => {
    const found = links.find((href) => pattern.test(href));
    if (!found) throw new Error(`No link matching ${pattern} in the e-mail to ${address}`);
    const url = new URL(found);
    return url.pathname + url.search;
  };
  return { text, links, path, subject: (await row.locator("td").nth(2).textContent()) ?? "" };
}
