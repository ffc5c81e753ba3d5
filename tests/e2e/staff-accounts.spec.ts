import { acceptInvitation, customerOrder, invite, phone, stamp } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";
import { latestMailTo, loginAsOwner } from "./support/owner";

/** The owner's staff and co-owners, on the 390 px phone she works from. */
test.use({ viewport: { width: 390, height: 844 } });

test("the owner invites staff, who set a password, mark an order ready and are refused the owner's pages", async ({ page, browser }) => {
  // A shopper's order, two people's sign-ins and a tour of the refused pages: more than one minute on a busy machine.
  test.setTimeout(150_000);
  const order = await customerOrder(browser);
  const name = `Kim ${stamp()}`;
  const email = `kim-${stamp()}@example.com`;
  await loginAsOwner(page);
  const link = await invite(page, name, email, "Staff");

  const staffContext = await phone(browser);
  const staff = await staffContext.newPage();
  await acceptInvitation(staff, link, "clippers and foils at nine");
  // The link worked once.
  await staff.goto(link);
  await expect(staff.getByRole("heading", { name: "That didn't work" })).toBeVisible();

  // Orders are theirs to work: open the new one and mark it ready.
  await staff.goto("/admin/inbox?s=orders");
  await staff.getByRole("link", { name: order }).click();
  await staff.getByRole("button", { name: "Mark ready for pick-up" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Ready for pick-up");
  await expectAccessible(staff);

  // The menu leaves out what they cannot open, and the server refuses it anyway.
  await staff.getByText("Menu").click();
  const tools = staff.getByRole("navigation", { name: "Tools" }).last();
  await expect(tools.getByRole("link", { name: "My password" })).toBeVisible();
  await expect(tools.getByRole("link", { name: "Products" })).toHaveCount(0);
  await expect(staff.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: /^Mailbox/ })).toHaveCount(0);
  for (const path of ["/admin/products/juuce-radiant-colour-shampoo", "/admin/privacy", "/admin/inbox?s=mailbox"]) {
    const response = await staff.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(staff.getByRole("heading", { name: "Owner only" }), path).toBeVisible();
    await expect(staff.getByRole("alert"), path).toContainText("Only the owner");
  }
  await expectAccessible(staff);
  // The export is a file, not a page: refused with the reason as its body.
  const exported = await staff.request.get("/admin/export/orders");
  expect(exported.status()).toBe(403);
  expect(await exported.text()).toContain("Only the owner");
  // Posting is refused the same way, whatever the page shows.
  const erase = await staff.request.post("/admin/privacy", { form: { identifier: "jane@example.com", confirm: "jane@example.com", intent: "erase" }, headers: { Origin: new URL(staff.url()).origin } });
  expect(erase.status()).toBe(403);
  const price = await staff.request.post("/admin/products/juuce-radiant-colour-shampoo", { form: { intent: "delete" }, headers: { Origin: new URL(staff.url()).origin } });
  expect(price.status()).toBe(403);

  // The owner sees who marked it ready, filtered by person.
  await page.goto("/admin/audit");
  await page.getByLabel("Person").selectOption({ label: `${name} (${email})` });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("audit-entry").filter({ hasText: `Order ${order}: order status` })).toContainText(name);
  await expectAccessible(page);

  // Removing the account signs the staff member out at once.
  await page.goto("/admin/accounts");
  const card = page.getByTestId("account").filter({ hasText: email });
  await card.getByText(`Remove ${name}`, { exact: true }).click();
  await card.getByRole("button", { name: `Yes, remove ${name}` }).click();
  await expect(page.getByRole("status")).toContainText("Account removed");
  await staff.goto("/admin/inbox?s=orders");
  await expect(staff).toHaveURL(/\/admin\/login/);
  await staffContext.close();
});

test("an owner who changes her password is signed out on her other browser", async ({ page, browser }) => {
  // A second owner of her own, so the password the other specs sign in with stays as it is.
  const email = `partner-${stamp()}@example.com`;
  await loginAsOwner(page);
  const link = await invite(page, "Partner", email, /^Owner/);

  const phoneContext = await phone(browser);
  const onPhone = await phoneContext.newPage();
  await acceptInvitation(onPhone, link, "first long phrase for the salon");

  const laptopContext = await browser.newContext();
  const onLaptop = await laptopContext.newPage();
  await onLaptop.goto("/admin/login");
  await onLaptop.getByLabel("E-mail").fill(email);
  await onLaptop.getByLabel("Password").fill("first long phrase for the salon");
  await onLaptop.getByRole("button", { name: "Sign in" }).click();
  await expect(onLaptop.getByRole("heading", { name: "The week at a glance" })).toBeVisible();

  // She sees both browsers in her list of sessions.
  await onPhone.goto("/admin/accounts");
  await expect(onPhone.getByTestId("account").filter({ hasText: email }).getByRole("button", { name: "Sign out" })).toHaveCount(2);

  await onPhone.goto("/admin/account");
  await onPhone.getByLabel("Current password").fill("first long phrase for the salon");
  await onPhone.getByLabel("New password").fill("short");
  await onPhone.getByRole("button", { name: "Change my password" }).click();
  await expect(onPhone.getByText("Use at least 12 characters.")).toBeVisible();
  await onPhone.getByLabel("Current password").fill("first long phrase for the salon");
  await onPhone.getByLabel("New password").fill("second long phrase for the salon");
  await onPhone.getByRole("button", { name: "Change my password" }).click();
  await expect(onPhone.getByRole("status")).toContainText("Your password is changed");
  await expectAccessible(onPhone);

  await onLaptop.goto("/admin");
  await expect(onLaptop).toHaveURL(/\/admin\/login/);
  await onPhone.goto("/admin");
  await expect(onPhone.getByRole("heading", { name: "The week at a glance" })).toBeVisible();
  await Promise.all([phoneContext.close(), laptopContext.close()]);
});

test("forgot password answers the same whatever the address, and the link sets a new one once", async ({ page, browser }) => {
  const email = `stylist-${stamp()}@example.com`;
  await loginAsOwner(page);
  const link = await invite(page, "Stylist", email, "Staff");
  const context = await phone(browser);
  const visitor = await context.newPage();
  await acceptInvitation(visitor, link, "scissors comb and a mirror");
  await context.clearCookies();

  for (const address of [`nobody-${stamp()}@example.com`, email]) {
    await visitor.goto("/admin/login");
    await visitor.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(visitor.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await visitor.getByLabel("E-mail").fill(address);
    await visitor.getByRole("button", { name: "Send me a link" }).click();
    await expect(visitor.getByRole("status")).toHaveText(/If that address has a login, a link to choose a new password is on its way/);
  }
  await expectAccessible(visitor);
  const reset = (await latestMailTo(page, email, /Reset your/)).path(/\/admin\/reset\//);
  await visitor.goto(reset);
  await visitor.getByLabel("New password").fill("a new phrase after the holidays");
  await visitor.getByRole("button", { name: "Save my password" }).click();
  await expect(visitor.getByRole("heading", { name: /^(Inbox|The week at a glance)$/ })).toBeVisible();
  const again = await visitor.goto(reset);
  expect(again?.status()).toBe(410);
  await context.close();
});
