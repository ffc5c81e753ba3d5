import { expect, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";
import { startOwnServer } from "./support/own-server";
import { e2ePort } from "./support/shop";

/**
 * The public address is read at run time only: the build the browser tests run (made with whatever SITE_URL the build
 * had, or none) is served here at other addresses, each by a server of the spec's own, on its own port and data directory.
 */
const built = ["node_modules/.bin/node", "server.ts"];

test.describe.configure({ timeout: 90_000 });

test.describe("the build served at another SITE_URL", () => {
  const port = e2ePort + 3;
  const runtimeURL = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  test.use({ baseURL: runtimeURL });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({ command: built, port, env: { SITE_URL: runtimeURL } });
  });
  test.afterEach(async ({ browserName: _ }, testInfo) => server?.attachOnFailure(testInfo));
  test.afterAll(async () => server?.stop());

  test("has the run-time address in canonical links, JSON-LD, the sitemap and the newsletter's confirm e-mail", async ({ page, visit, request }) => {
    await visit("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${runtimeURL}/about`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${runtimeURL}/about`);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain(`${runtimeURL}/#salon`);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.filter((location) => !location.startsWith(`${runtimeURL}/`))).toEqual([]);

    const email = `address.${Date.now()}@example.com`;
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await loginAsOwner(page);
    const welcome = await latestMailTo(page, email);
    const confirm = welcome.links.find((href) => href.includes("/confirm?"));
    expect(confirm).toMatch(new RegExp(`^${runtimeURL.replaceAll(".", "\\.")}/confirm\\?`));
  });
});

test.describe("a first run with no SITE_URL", () => {
  const port = e2ePort + 4;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({ command: built, port, env: {} });
  });
  test.afterEach(async ({ browserName: _ }, testInfo) => server?.attachOnFailure(testInfo));
  test.afterAll(async () => server?.stop());

  test("says which address it assumes, and accepts a contact post from localhost and from 127.0.0.1 at its port", async ({ page }) => {
    expect(server?.output()).toContain(`SITE_URL is not set: links in pages and e-mails use http://localhost:${port}`);
    for (const host of ["localhost", "127.0.0.1"]) {
      const response = await page.goto(`http://${host}:${port}/contact`);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Citizen");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(`first-run.${host}.${Date.now()}@example.com`);
      await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Could I book a gloss and blow-dry on Thursday evening?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();
    }
  });
});
