import { salon } from "../../app/config/salon";
import { acceptInvitation, customerOrder, invite, phone, stamp } from "./support/accounts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/** The owner reads who changed what, on the 390 px phone she works from. */
test.use({ viewport: { width: 390, height: 844 } });

test("the audit log names a staff member's change and the owner's, and shows one person's alone", async ({ page, browser }) => {
  // A shopper's order and two people's sign-ins: more than one minute on a busy machine.
  test.setTimeout(150_000);
  const order = await customerOrder(browser);
  const name = `Sam ${stamp()}`;
  const email = `sam-${stamp()}@example.com`;
  await loginAsOwner(page);
  const link = await invite(page, name, email, "Staff");

  // The staff member marks the order ready, from their own phone.
  const staffContext = await phone(browser);
  const staff = await staffContext.newPage();
  await acceptInvitation(staff, link, "scissors and combs by the window");
  await staff.goto("/admin/inbox?s=orders");
  await staff.getByRole("link", { name: order }).click();
  await staff.getByRole("button", { name: "Mark ready for pick-up" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Ready for pick-up");
  await staffContext.close();

  // The owner adds a discount code.
  const code = `AUDIT${stamp().slice(-6).toUpperCase()}`;
  await page.goto("/admin/discounts");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Percent off").fill("12");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("status")).toHaveText(`${code} saved.`);

  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "Who changed what", level: 1 })).toBeVisible();
  await hydrated(page);
  const entries = page.getByTestId("audit-entry");
  const staffEntry = entries.filter({ hasText: `Order ${order}: order status` });
  const ownerEntry = entries.filter({ hasText: `Discount code ${code}: discount code added` });
  await expect(staffEntry).toContainText(name);
  await expect(ownerEntry).toContainText("Owner");
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // One person's changes only: the staff member's, then the owner's.
  const person = page.getByLabel("Person");
  await person.selectOption({ label: `${name} (${email})` });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?who=\d+/);
  await expect(staffEntry).toHaveCount(1);
  await expect(ownerEntry).toHaveCount(0);
  for (const who of await entries.locator("[data-testid=audit-who]").allTextContents()) expect(who).toBe(name);

  await person.selectOption({ label: `Owner (${salon.email})` });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(ownerEntry).toHaveCount(1);
  await expect(staffEntry).toHaveCount(0);
  for (const who of await entries.locator("[data-testid=audit-who]").allTextContents()) expect(who).toBe("Owner");
  await expectAccessible(page);
});
