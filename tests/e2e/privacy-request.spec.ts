import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

const unique = () => `privacy.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("privacy request", () => {
  test("the owner finds a person by e-mail and deletes them: the inbox finds nothing, the order stays anonymised", async ({
    page,
    visit,
  }) => {
    test.setTimeout(120_000);
    const email = unique();

    // A visitor writes, signs up for the newsletter and buys, with one e-mail address.
    await visit("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Pat Privacy");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("combobox", { name: "What do you need help with?" }).selectOption("service_question");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me about a colour appointment.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: /Message sent, Pat!/ })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Success!")).toBeVisible();

    await page.goto("/products/heat-defense-spray");
    await hydrated(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Pat Privacy");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mobile phone").fill("0412 987 654");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
    const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(orderNumber).toMatch(/^WT-\d+$/);

    // The owner looks them up from the inbox.
    await loginAsOwner(page);
    await page.getByRole("link", { name: "Privacy request" }).click();
    await expect(page.getByRole("heading", { name: "Privacy request", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("E-mail address or phone number").fill(`  ${email.toUpperCase()} `);
    await page.getByRole("button", { name: "Find what is held" }).click();
    await expect(page.locator('[data-kind="leads"]')).toContainText("Messages, leads and call-back requests: 1");
    await expect(page.locator('[data-kind="leads"]')).toContainText("Please call me about a colour appointment.");
    await expect(page.locator('[data-kind="subscribers"]')).toContainText(": 1");
    await expect(page.locator('[data-kind="orders"]')).toContainText(`${orderNumber}, 28.00 AUD`);
    await expect(page.locator('[data-kind="mail"]')).toBeVisible();
    await expectAccessible(page);

    // A confirmation that is not the same address deletes nothing.
    await page.getByLabel("Type the e-mail address again to confirm").fill("someone.else@example.com");
    await page.getByRole("button", { name: "Delete and record the request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/doesn't match/);
    await expect(page.locator('[data-kind="leads"]')).toBeVisible();

    await page.getByLabel("Type the e-mail address again to confirm").fill(email);
    await page.getByRole("button", { name: "Delete and record the request" }).click();
    await expect(page).toHaveURL(/\/admin\/privacy\?receipt=\d+$/);
    const receipt = page.getByRole("status");
    await expect(receipt).toContainText("Messages, leads and call-back requests: 1 deleted");
    await expect(receipt).toContainText("Newsletter subscription and its consent record: 1 deleted");
    await expect(receipt).toContainText("Orders (kept for tax, name, e-mail and phone removed): 1 anonymised");
    await expect(receipt).toContainText("The record of this request was kept");
    await expect(receipt).not.toContainText(email);
    await expect(page.getByRole("heading", { name: "Requests recorded" })).toBeVisible();
    await expectAccessible(page);

    // Nothing of theirs is found by the inbox search, in any section.
    for (const section of ["messages", "leads", "callbacks", "orders", "subscribers", "feedback", "outbox", "mailbox"]) {
      await page.goto(`/admin/inbox?s=${section}&q=${encodeURIComponent(email)}`);
      await expect(page.getByText(`Nothing matches "${email}".`), section).toBeVisible();
    }

    // The order is still there for the tax records, with its number and total, and without the person.
    await page.goto(`/admin/orders/${orderNumber.replace("WT-", "")}`);
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("$28.00 AUD");
    await expect(page.getByText("Pat Privacy")).toHaveCount(0);
    await expect(page.getByText("(removed on request)").first()).toBeVisible();

    // Looking them up again says the request was already honoured, and finds nothing.
    await page.goto("/admin/privacy");
    await page.getByLabel("E-mail address or phone number").fill(email);
    await page.getByRole("button", { name: "Find what is held" }).click();
    await expect(page.getByText(/A deletion for this e-mail address was already recorded on/)).toBeVisible();
    await expect(page.getByText("Nothing is held about this e-mail address.", { exact: false })).toBeVisible();
  });

  test("refuses something that is neither an e-mail address nor a phone number with a 400 and a message", async ({ page }) => {
    await loginAsOwner(page);
    // The form as posted without JavaScript.
    const refused = await page.request.post("/admin/privacy", { form: { intent: "find", identifier: "not a person" } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("That is neither an e-mail address nor a phone number. Check it and try again.");
    const empty = await page.request.post("/admin/privacy", { form: { intent: "erase", identifier: "", confirm: "" } });
    expect(empty.status()).toBe(400);

    await page.goto("/admin/privacy");
    await hydrated(page);
    await page.getByLabel("E-mail address or phone number").fill("not a person");
    await page.getByRole("button", { name: "Find what is held" }).click();
    await expect(page.getByRole("alert")).toHaveText("That is neither an e-mail address nor a phone number. Check it and try again.");
  });
});
