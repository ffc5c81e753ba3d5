import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner, ownerPassword } from "./support/owner";

/** A code no other run of the spec has used (the database lives as long as the test server). */
const freshCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function createCode(
  page: Page,
  fields: { code: string; percent?: string; startsOn?: string; endsOn?: string; oncePerEmail?: boolean },
) {
  await page.goto("/admin/discounts");
  await hydrated(page);
  await page.getByLabel("Code", { exact: true }).fill(fields.code);
  await page.getByLabel("Percent off").fill(fields.percent ?? "10");
  if (fields.startsOn) await page.getByLabel("First day (optional)").fill(fields.startsOn);
  if (fields.endsOn) await page.getByLabel("Last day (optional)").fill(fields.endsOn);
  if (fields.oncePerEmail) await page.getByLabel("Once per e-mail address").check();
  await page.getByRole("button", { name: "Create code" }).click();
  // Stored, and named, in capitals: that is how shoppers' typing is compared.
  await expect(page.getByRole("status")).toHaveText(`${fields.code.toUpperCase()} saved.`);
}

const codeRow = (page: Page, code: string) => page.getByTestId("discount-code").filter({ hasText: code });

/** A bag with one Heat Defense Spray ($28.00), at its checkout. */
async function checkoutWithSpray(page: Page) {
  await page.goto("/products/heat-defense-spray");
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await page.getByRole("dialog", { name: "Your bag" }).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await hydrated(page);
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

async function placeOrder(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Jane Citizen");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mobile phone").fill("0412 345 678");
  await page.getByRole("button", { name: /Place order/ }).click();
}

test.describe("discount codes the owner creates", () => {
  test("a 10% code, once per e-mail: applied at checkout, refused the second time with the same e-mail, taken with another", async ({
    page,
  }) => {
    const code = freshCode("TEN");
    await loginAsOwner(page);
    await page.getByRole("link", { name: "Discount codes" }).click();
    await expect(page.getByRole("heading", { name: "Discount codes", level: 1 })).toBeVisible();
    await createCode(page, { code: code.toLowerCase(), oncePerEmail: true });
    await expect(codeRow(page, code)).toContainText("10% off · No end date · once per e-mail");
    await expect(codeRow(page, code).getByTestId("discount-uses")).toHaveText("0 uses");

    const email = `ten.${Date.now()}@example.com`;
    await checkoutWithSpray(page);
    await applyCode(page, code.toLowerCase());
    await expect(page.getByRole("status").filter({ hasText: "applied" })).toHaveText(`${code} applied: 10% off your order.`);
    await expect(page.getByTestId("checkout-discount")).toContainText("−$2.80");
    await expect(page.getByRole("button", { name: /Place order/ })).toContainText("$25.20");
    await placeOrder(page, email);
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+&subtotal=28\.00&total=25\.20&/);

    await checkoutWithSpray(page);
    await applyCode(page, code);
    await expect(page.getByRole("button", { name: /Place order/ })).toContainText("$25.20");
    await placeOrder(page, email.toUpperCase());
    await expect(page.getByText("This code has already been used with this e-mail")).toBeVisible();
    await expect(page.getByLabel("Discount code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: /Place order/ })).toContainText("$28.00");
    await expectAccessible(page);

    await applyCode(page, code);
    await placeOrder(page, `other.${email}`);
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+&subtotal=28\.00&total=25\.20&/);

    await page.goto("/admin/discounts");
    await expect(codeRow(page, code).getByTestId("discount-uses")).toHaveText("2 uses");
  });

  test("an expired code is refused; a paused one is not recognised; FRIZZFREE5 is there and still works", async ({ page }) => {
    const expired = freshCode("OLD");
    const paused = freshCode("PAUSE");
    await loginAsOwner(page);
    await createCode(page, { code: expired, startsOn: "2025-01-01", endsOn: "2025-01-31" });
    await expect(codeRow(page, expired)).toContainText("Ended");
    await expect(codeRow(page, expired)).toContainText("1 Jan 2025 – 31 Jan 2025");
    await createCode(page, { code: paused });
    await codeRow(page, paused)
      .getByRole("button", { name: `Pause ${paused}` })
      .click();
    await expect(page.getByRole("status")).toHaveText(`${paused} paused.`);
    await expect(codeRow(page, paused)).toContainText("Paused");
    await expect(codeRow(page, "FRIZZFREE5")).toContainText("5% off");

    await checkoutWithSpray(page);
    await applyCode(page, expired);
    await expect(page.getByRole("alert")).toHaveText("This code has expired");
    await applyCode(page, paused);
    await expect(page.getByRole("alert")).toHaveText("We don't recognise that code");
    await applyCode(page, "frizzfree5");
    await expect(page.getByTestId("checkout-discount")).toContainText("−$1.40");
    await placeOrder(page, `frizz.${Date.now()}@example.com`);
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+&subtotal=28\.00&total=26\.60&/);
  });

  test("the form names each wrong field and keeps what was typed; a taken code is refused", async ({ page }) => {
    await loginAsOwner(page);
    await page.goto("/admin/discounts");
    await hydrated(page);
    await page.getByLabel("Code", { exact: true }).fill("x!");
    await page.getByLabel("Percent off").fill("150");
    await page.getByLabel("First day (optional)").fill("2026-12-24");
    await page.getByLabel("Last day (optional)").fill("2026-12-01");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText("Use 3 to 40 letters, digits or dashes, e.g. SPRING10.")).toBeVisible();
    await expect(page.getByText("Enter a whole percentage from 1 to 100.")).toBeVisible();
    await expect(page.getByText("The last day can't be before the first.")).toBeVisible();
    await expect(page.getByLabel("Percent off")).toHaveValue("150");
    await expectAccessible(page);
    await page.getByLabel("Code", { exact: true }).fill("frizzfree5");
    await page.getByLabel("Percent off").fill("20");
    await page.getByLabel("Last day (optional)").fill("");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText("There is already a code with this name.")).toBeVisible();
  });
});

test.describe("the discount codes page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("creates a code with a plain form post", async ({ page }) => {
    const code = freshCode("PLAIN");
    await page.goto(`/admin/login?next=${encodeURIComponent("/admin/discounts")}`);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/discounts$/);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("An amount").check();
    await page.getByLabel("Dollars off").fill("5");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByRole("status")).toHaveText(`${code} saved.`);
    await expect(codeRow(page, code)).toContainText("$5.00 off");
  });
});

for (const width of [390, 1280]) {
  test(`screenshot of /admin/discounts at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAsOwner(page);
    await page.goto("/admin/discounts");
    await hydrated(page);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/admin-discounts-${width}.png`, fullPage: true });
  });
}
