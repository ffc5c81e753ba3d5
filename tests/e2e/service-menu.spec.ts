import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/**
 * The owner keeps the service menu on her phone: a price she changes in /admin shows on /services, the service's
 * page and the area pages at the next view, and the booking system's price list comes in whole or not at all.
 * The menu is one per site and other specs read its prices, so this spec runs after them (playwright.config.ts)
 * and puts every price back.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const smoothing = { name: "Mid-length Straight Up smoothing", path: "/services/smoothing/mid-length-straight-up-smoothing", admin: "/admin/services/mid-length-straight-up-smoothing" };
const sydneyToday = () => new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", day: "numeric", month: "long", year: "numeric" }).format(new Date());

/** The price a line of /services shows, found by the name a visitor reads. */
const menuLine = (page: Page, name: string) => page.locator("#main li", { has: page.getByRole("heading", { level: 3, name, exact: true }) });

/** A phone page of the back office never scrolls sideways. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(390);
}

async function setPrice(page: Page, price: string) {
  await page.goto(smoothing.admin);
  await hydrated(page);
  await page.getByLabel("Price", { exact: true }).fill(price);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("saved");
}

async function offerPrice(page: Page): Promise<string | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
  const service = blocks.flat().find((block) => block["@type"] === "Service");
  return service?.offers?.price;
}

async function upload(page: Page, csv: string) {
  await page.goto("/admin/services/import");
  await hydrated(page);
  await page.getByLabel("Price list (CSV)").setInputFiles({ name: "price-list.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Show what will change" }).click();
}

test("a price the owner changes shows on /services, the service's page and an area page at the next view", async ({ page }) => {
  await loginAsOwner(page);
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { level: 1, name: "Services and prices" })).toBeVisible();
  await expectAccessible(page);
  await fitsThePhone(page);

  await page.goto("/services");
  const before = (await menuLine(page, smoothing.name).locator("strong").textContent())?.trim();
  expect(before).toMatch(/^A\$ \d+$/);
  const changed = `A$ ${Number(before!.slice(3)) + 7}`;

  await setPrice(page, changed.slice(3));
  await expectAccessible(page);
  await fitsThePhone(page);

  await page.goto("/services");
  await expect(menuLine(page, smoothing.name).locator("strong")).toHaveText(changed);
  await expect(page.getByTestId("booking-system-note")).toContainText(`Prices last updated ${sydneyToday()}.`);

  await page.goto(smoothing.path);
  await expect(page.getByRole("definition").filter({ hasText: changed }).first()).toBeVisible();
  expect(await offerPrice(page)).toBe(`${changed.slice(3)}.00`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(changed.replace("$", "\\$")));

  await page.goto("/areas/menai-2234");
  const keratin = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) }).getByRole("listitem").filter({ hasText: "Straight Up smoothing" });
  await expect(keratin).toContainText(changed);

  // Put back, from the history: the first entry is the menu as first set up.
  await page.goto(smoothing.admin);
  await hydrated(page);
  await page.getByRole("button", { name: /^Restore the version of/ }).last().click();
  await expect(page.getByRole("status")).toContainText("The earlier version is back");
  await page.goto("/services");
  await expect(menuLine(page, smoothing.name).locator("strong")).toHaveText(before!);
});

test("a price list with a bad row changes nothing and names the row; fixed, it applies whole", async ({ page }) => {
  await loginAsOwner(page);
  const exported = await (await page.request.get("/admin/services/export")).text();
  const lines = exported.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
  expect(lines[0]).toBe("name,category,duration,price");
  const tonerAt = lines.findIndex((line) => line.startsWith("Toner,"));
  const toner = lines[tonerAt]!;
  const oldPrice = toner.split(",").at(-1)!;
  const newPrice = oldPrice.replace(/\d+/, (amount) => String(Number(amount) + 2));
  const withNewPrice = lines.map((line, index) => (index === tonerAt ? line.replace(/,[^,]*$/, `,${newPrice}`) : line));
  const badLine = withNewPrice.length + 1;
  const withBadRow = [...withNewPrice, "Glitter roots,Tints,30min,about forty"].join("\r\n");

  await page.goto("/services");
  const tonerPrice = menuLine(page, "Toner").locator("strong");
  const shownBefore = (await tonerPrice.textContent())?.trim();

  await upload(page, withBadRow);
  await expect(page.getByRole("alert")).toContainText("Nothing was imported");
  await expect(page.getByRole("list", { name: "Rows to fix" })).toContainText(`Line ${badLine}: the price "about forty" is not an amount.`);
  await expectAccessible(page);
  await page.goto("/services");
  await expect(tonerPrice).toHaveText(shownBefore!);

  await upload(page, withNewPrice.join("\r\n"));
  await expect(page.getByRole("heading", { name: "What will change" })).toBeVisible();
  const changedList = page.getByRole("region", { name: /^Changed/ });
  await expect(changedList).toContainText("Toner");
  await expect(page.getByRole("heading", { name: "Changed (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What will change" })).toBeFocused();
  await expectAccessible(page);
  await fitsThePhone(page);
  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(page.getByRole("status")).toContainText("Price list applied: 1 changed, 0 added, 0 hidden.");

  await page.goto("/services");
  await expect(tonerPrice).toHaveText(shownBefore!.replace(/\d+/, (amount) => String(Number(amount) + 2)));

  // The export as it was puts the old price back.
  await upload(page, lines.join("\r\n"));
  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(page.getByRole("status")).toContainText("1 changed");
  await page.goto("/services");
  await expect(tonerPrice).toHaveText(shownBefore!);
});

test("a hidden service's page is gone, and shown again it is back", async ({ page }) => {
  await loginAsOwner(page);
  await page.goto("/admin/services");
  await hydrated(page);
  const row = page.locator(`#service-mid-length-straight-up-smoothing`);
  await row.getByRole("button", { name: /^Hide/ }).click();
  await expect(page.getByRole("status")).toContainText("Hidden");
  const gone = await page.request.get(smoothing.path, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  await page.goto("/services");
  await expect(menuLine(page, smoothing.name)).toHaveCount(0);

  await page.goto("/admin/services");
  await hydrated(page);
  await page.locator(`#service-mid-length-straight-up-smoothing`).getByRole("button", { name: /^Show/ }).click();
  await expect(page.getByRole("status")).toContainText("Shown");
  expect((await page.request.get(smoothing.path)).status()).toBe(200);
});

test("the owner reorders the menu with plain buttons, and /services follows", async ({ page }) => {
  await loginAsOwner(page);
  const namesIn = async (category: string) => page.locator(`#${category} h3`).allTextContents();
  await page.goto("/services");
  const before = await namesIn("smoothing");
  expect(before[0]).toBe(smoothing.name);

  await page.goto("/admin/services");
  await hydrated(page);
  await page.getByRole("button", { name: `Move ${smoothing.name} down` }).click();
  // The note is beside the row that moved, so a phone stays where it was.
  await expect(page.locator("#service-mid-length-straight-up-smoothing").getByRole("status")).toHaveText("Order changed.");
  await page.goto("/services");
  expect(await namesIn("smoothing")).toEqual([before[1], before[0], ...before.slice(2)]);

  await page.goto("/admin/services");
  await hydrated(page);
  await page.getByRole("button", { name: `Move ${smoothing.name} up` }).click();
  await expect(page.locator("#service-mid-length-straight-up-smoothing").getByRole("status")).toHaveText("Order changed.");
  await page.goto("/services");
  expect(await namesIn("smoothing")).toEqual(before);
});

test("a service the owner adds is on the menu at once; a form with mistakes comes back with each field's reason", async ({ page }) => {
  await loginAsOwner(page);
  const name = `Scalp ritual ${Date.now().toString(36)}`;
  await page.goto("/admin/services/new");
  await hydrated(page);
  await page.getByLabel("Name in the booking system").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Treatments" });
  await page.getByLabel("Price", { exact: true }).fill("about fifty");
  await page.getByLabel("Time (optional)").fill("soon");
  await page.getByRole("button", { name: "Add to the menu" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  await expect(page.getByLabel("Price", { exact: true })).toHaveAccessibleDescription(/Write the price as 85, 12.50, from 50 or Free/);
  await expect(page.getByLabel("Time (optional)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await fitsThePhone(page);

  await page.getByLabel("Price", { exact: true }).fill("from 55");
  await page.getByLabel("Time (optional)").fill("45");
  await page.getByRole("button", { name: "Add to the menu" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} added to the menu.`);

  await page.goto("/services");
  await expect(menuLine(page, name).locator("strong")).toHaveText("from A$ 55");
  await expect(menuLine(page, name)).toContainText("45min");

  // Hidden again, so the menu is as the other specs know it.
  await page.goto("/admin/services");
  await hydrated(page);
  await page.getByRole("button", { name: `Hide ${name}`, exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Hidden");
  await page.goto("/services");
  await expect(menuLine(page, name)).toHaveCount(0);
});

test("a category's earlier words come back with one tap from its history", async ({ page }) => {
  await loginAsOwner(page);
  const editor = "/admin/services/categories/smoothing";
  const intro = page.getByLabel("Introduction");
  const save = async (words: string) => {
    await page.goto(editor);
    await hydrated(page);
    await intro.fill(words);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("saved");
  };
  await page.goto(editor);
  const original = await intro.inputValue();
  const first = "Calm, straight hair that lasts for months.";
  await save(first);
  await save("Words she changed her mind about.");

  const history = page.getByTestId("version-history");
  await expect(history.getByTestId("version").first()).toContainText("Showing now");
  await expectAccessible(page);
  await fitsThePhone(page);
  await history.getByTestId("version").nth(1).getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByRole("status")).toContainText("Restored the version of");
  await expect(intro).toHaveValue(first);
  await page.goto("/services");
  await expect(page.locator("#smoothing")).toContainText(first);

  // The menu's words as the other specs know them.
  await save(original);
});
