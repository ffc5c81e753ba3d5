import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueProducts } from "../../app/content/catalogue";
import { expect, test } from "./support/fixtures";
import { ownerPassword } from "./support/owner";
import { startOwnServer } from "./support/own-server";
import { e2ePort } from "./support/shop";

/**
 * `npm run dev` (server.ts with NODE_ENV=development): the same Express app, database and headers as production,
 * compiled by Vite on request (the script sets NODE_ENV=development). It runs beside the built server the other specs
 * use, on its own port and data directory, and this spec is its only visitor.
 */
const devPort = e2ePort + 2;
const devURL = `http://localhost:${devPort}`;
/** The route whose text the test edits: the dev server is the only reader of app/routes while the browser tests run. */
const editedRoute = path.resolve("app/routes/contact.tsx");
const product = catalogueProducts[0]!;

test.use({ baseURL: devURL });
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer({ command: ["npm", "run", "dev", "--silent"], port: devPort, env: { SITE_URL: devURL } });
});

test.afterEach(async ({ browserName: _ }, testInfo) => server?.attachOnFailure(testInfo));

test.afterAll(async () => server?.stop());

test("npm run dev serves the home page, a product, a contact post and the owner's sign-in", async ({ page, visit, request }) => {
  await visit("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The same headers as production: a CSP with this response's nonce.
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);

  await visit(`/products/${product.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();

  const email = `dev.${Date.now()}@example.com`;
  await visit("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Citizen");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Could I book a gloss and blow-dry on Thursday evening?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: /Message sent, Jane!/ })).toBeVisible();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The owner lands on her week; the message she was sent waits in the inbox.
  await expect(page.getByRole("heading", { name: "The week at a glance" })).toBeVisible();
  await page.goto("/admin/inbox");
  await expect(page.getByText(email).first()).toBeVisible();
});

test("an edit of a route's text shows in the open page without a reload or a restart", async ({ page, visit, request }) => {
  const original = readFileSync(editedRoute, "utf8");
  const heading = /(<h1\b[^>]*>)([^<{]+)(<\/h1>)/.exec(original);
  expect(heading, `a plain-text <h1> in ${editedRoute}`).not.toBeNull();
  const before = heading![2]!.trim();
  const after = `${before} (edited ${Date.now()})`;

  await visit("/contact", { axe: false });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
  // A full reload would lose this mark: the new text must come by hot update.
  await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  try {
    writeFileSync(editedRoute, original.replace(heading![0], `${heading![1]}${after}${heading![3]}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(after);
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    // The server renders the new text too, without a restart.
    expect(await (await request.get("/contact")).text()).toContain(after);
  } finally {
    writeFileSync(editedRoute, original);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
});
