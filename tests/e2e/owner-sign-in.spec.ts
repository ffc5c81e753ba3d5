import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ownerPassword } from "./support/owner";
import { startShopServer } from "./support/shop";

/**
 * Sign-in rules that act on every browser at once, on a server of their own: the site-wide login
 * limit slows every new browser while it lasts, and signing out everywhere would end the other specs'
 * sessions. TRUST_PROXY lets each guess come from its own address.
 */
// Serial: the limit test must not run beside the sign-ins of the other test.
test.describe.configure({ mode: "serial", timeout: 150_000 });
let server: Awaited<ReturnType<typeof startShopServer>>;
test.beforeAll(async () => {
  // The hook has its own timeout: starting the second server can take a while on a busy machine.
  test.setTimeout(150_000);
  server = await startShopServer({ TRUST_PROXY: "1" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto("/admin/login?next=%2Fadmin%2Finbox");
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
}

test("signing out on every device ends the sessions of other browsers too", async ({ browser }) => {
  const [laptop, phone] = await Promise.all([browser.newContext({ baseURL: server.url }), browser.newContext({ baseURL: server.url })]);
  const [onLaptop, onPhone] = await Promise.all([laptop.newPage(), phone.newPage()]);
  await signIn(onPhone);
  await signIn(onLaptop);
  await onLaptop.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(onLaptop).toHaveURL(/\/admin\/login$/);
  await onPhone.goto("/admin");
  await expect(onPhone).toHaveURL(/\/admin\/login/);
  await Promise.all([laptop.close(), phone.close()]);
});

/** A sign-in attempt; `email` empty names the owner, as her own form may. */
const guess = (password: string, ip: string, headers: Record<string, string> = {}, email = "") =>
  fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password, next: "/admin" }),
    headers: { "X-Forwarded-For": ip, ...headers },
    redirect: "manual",
  });

test("wrong passwords from many addresses slow every new browser, but not the owner's known browser", async ({ browser }) => {
  // The owner signs in once from her laptop, which becomes a known browser, and signs out.
  const laptop = await browser.newContext({ baseURL: server.url });
  const page = await laptop.newPage();
  await signIn(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // 23 wrong passwords, each from another address and for another e-mail (one account's own limit is a unit test's
  // matter); past the 20th each one has to wait its turn.
  let failures = 0;
  for (let ip = 1; failures < 23; ip++) {
    const response = await guess(`wrong guess ${ip}`, `203.0.113.${ip}`, {}, `guess-${ip}@example.com`);
    if (response.status === 429) {
      const wait = Number(response.headers.get("retry-after") ?? "1");
      expect(wait).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    } else {
      expect(response.status).toBe(401);
      failures++;
    }
  }

  // A new browser at a new address, even with the right password, waits (the next wait is 8 s).
  const stranger = await guess(ownerPassword, "198.51.100.7");
  expect(stranger.status).toBe(429);
  expect(await stranger.text()).toContain("sign in from a browser you have used here before");

  // The laptop is let through with the right password.
  await signIn(page);
  await laptop.close();
});
