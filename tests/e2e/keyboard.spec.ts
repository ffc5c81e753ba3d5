/**
 * Keyboard only (issue 7, item 5): the shop path from the home page to the order
 * confirmation, and every form, operated with Tab, Shift+Tab, Enter, Space, the
 * arrow keys and Escape. No clicks and no fill(): fields are reached with Tab and
 * typed into. At every focus stop the focused control must show a visible focus
 * indicator, on screen and not covered by sticky parts (tests/e2e/support/focus.ts),
 * and the pages and states the walk-throughs reach are checked with axe. (Every
 * route on its own is checked in accessibility-routes.spec.ts.)
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { expectVisibleFocus, installFocusProbe, press, tabTo, typeText } from "./support/focus";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Is this element the focused one? */
const focused = (target: Locator) => expect(target).toBeFocused();

/** Tab to a field and type into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await typeText(page, text);
  await expect(field).toHaveValue(text);
}

/** The toast with this text is drawn on top of everything (not dimmed behind a backdrop) and exposed to assistive technology. */
async function expectToastOnTop(page: Page, text: string) {
  const toast = page.getByRole("status").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return Boolean(hit && element.closest("li")?.contains(hit));
      }),
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await installFocusProbe(page);
});

test.describe.configure({ timeout: 120_000 });

test.describe("keyboard only", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page, visit }) => {
    for (const path of ["/", "/collections", "/contact"]) {
      await visit(path, { axe: path === "/" });
      await press(page, "Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await focused(skip);
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await focused(page.locator("main#main"));
      // The next Tab goes on from the main content, past the header.
      await press(page, "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the shop path: menu, shop, collection, product, variant, bag, quantity, checkout, order", async ({ page, visit }) => {
      test.setTimeout(180_000);
      await visit("/");

      // Home → the menu → Shop.
      const openMenu = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, openMenu);
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expectVisibleFocus(page, "on opening the menu");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expectAccessible(page);
      // Escape closes it and hands focus back; open it again and go on.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await focused(openMenu);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      // Focus stays inside the menu: Shift+Tab from its first control wraps to its last.
      await press(page, "Shift+Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await tabTo(page, menu.getByRole("link", { name: "Shop", exact: true }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/collections$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await expectAccessible(page);

      // A collection.
      await tabTo(page, page.getByRole("main").getByRole("link", { name: /Frizz Control/ }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: /Frizz Control/ })).toBeVisible();
      await hydrated(page);
      await expectAccessible(page);

      // Sorting with the arrow keys applies at once and leaves focus where it was.
      const sort = page.getByRole("combobox", { name: "Sort by" });
      await tabTo(page, sort);
      await press(page, "ArrowDown");
      await expect(page).toHaveURL(/[?&]sort=/);
      await focused(sort);

      // A product.
      await tabTo(page, page.getByRole("link", { name: /Silk Pillowcase/ }).first());
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Silk Pillowcase" })).toBeVisible();
      await expectAccessible(page);

      // The colour: Tab reaches the chosen one, the arrow keys choose another.
      const ivory = page.getByRole("radio", { name: "Ivory" });
      await expect(ivory).toBeChecked();
      await tabTo(page, ivory);
      const charcoal = page.getByRole("radio", { name: /Charcoal/ });
      for (let presses = 0; presses < 6 && !(await charcoal.isChecked()); presses++) await press(page, "ArrowRight");
      await expect(charcoal).toBeChecked();
      await focused(charcoal);
      await expect(page.getByText("Colour: Charcoal")).toBeVisible();

      // Add to Bag with Space: the bag opens with the toast above its backdrop, focus inside it.
      await tabTo(page, page.getByRole("button", { name: "Add to Bag" }));
      await page.keyboard.press("Space");
      const bag = page.getByRole("dialog", { name: "Your bag" });
      await expect(bag).toBeVisible();
      await expect(bag.getByTestId("bag-line")).toHaveCount(1);
      await expect(bag.getByTestId("bag-line")).toContainText("Charcoal");
      await expectToastOnTop(page, "Added to bag!");
      await expect(bag.getByRole("status").filter({ hasText: "Added to bag!" })).toBeVisible();
      await expectVisibleFocus(page, "on opening the bag");
      expect(await bag.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expectAccessible(page);

      // Quantity: one more, twice, with Enter; focus stays on the control.
      const more = bag.getByRole("button", { name: "One more Silk Pillowcase" });
      await tabTo(page, more);
      await page.keyboard.press("Enter");
      await expect(bag.getByTestId("bag-line-quantity")).toContainText("2");
      await focused(more);
      await expectVisibleFocus(page, "after changing the quantity");
      await page.keyboard.press("Enter");
      await expect(bag.getByTestId("bag-line-quantity")).toContainText("3");
      const less = bag.getByRole("button", { name: "One less Silk Pillowcase" });
      await tabTo(page, less, { backwards: true });
      await page.keyboard.press("Enter");
      await expect(bag.getByTestId("bag-line-quantity")).toContainText("2");
      await expect(bag.getByTestId("bag-subtotal")).toHaveText("$84.00");

      // Checkout.
      await tabTo(page, bag.getByRole("button", { name: "Proceed to Checkout" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
      await hydrated(page);
      await expectAccessible(page);
      await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText("$84.00");

      // Placing it with the details missing: the errors are announced and reachable.
      const place = page.getByRole("button", { name: /Place order/ });
      await tabTo(page, place);
      await page.keyboard.press("Enter");
      await expect(page.getByText("Please check the highlighted details.")).toBeVisible();
      await expectAccessible(page);

      await typeInto(page, page.getByLabel("Full name"), "Kim Keyboard");
      await typeInto(page, page.getByLabel("E-mail"), unique("keys"));
      await typeInto(page, page.getByLabel("Mobile phone"), "0412 345 678");
      const pickup = page.getByRole("radio", { name: /Pick up in the salon/ });
      await tabTo(page, pickup);
      await expect(pickup).toBeChecked();
      // The pick-up hours open with Enter.
      const hours = page.getByText("Salon hours for pick-up");
      await tabTo(page, hours);
      await page.keyboard.press("Enter");
      await expect(page.getByText("Thursday")).toBeVisible();
      await tabTo(page, place);
      await page.keyboard.press("Enter");

      await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
      await hydrated(page);
      await expect(page.getByTestId("order-total")).toContainText("$84.00");
      await expectAccessible(page);
      // The confirmation page is keyboard-usable too: its first control after the header shows focus.
      await press(page, "Tab");
    });
  });

  test.describe("on a phone, nothing sticky hides the focus", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("neither the header nor a sticky bar covers the focused control, forwards, backwards or wrapping round", async ({ page, visit }) => {
      await visit("/contact", { axe: false });
      // Forwards through the contact form: the tall message box must not stop under anything; a form page has no sticky bar.
      await tabTo(page, page.getByRole("textbox", { name: "Message", exact: true }));
      await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
      // Backwards up the form: nothing stops under the sticky header.
      await tabTo(page, page.getByRole("textbox", { name: "Name", exact: true }), { backwards: true });
      // A product page's Add to Bag bar: forwards from the buy form through the links below it, none ends under the bar.
      await visit("/products/smooth-and-shine-gift-pack", { axe: false });
      await tabTo(page, page.getByRole("main").getByRole("button", { name: "Add to Bag" }));
      await tabTo(page, page.getByRole("contentinfo").getByRole("link").first());
      await expect(page.getByTestId("sticky-add-to-bag")).toBeVisible();
      // From the top of a fresh page, Shift+Tab wraps round to the footer's last link while the page
      // scrolls and grows: the link still ends up in view.
      await visit("/", { axe: false });
      await press(page, "Shift+Tab");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" })).toBeFocused();
    });
  });

  test("contact form: validation messages, the topic chosen by typing, sent", async ({ page, visit }) => {
    await visit("/contact");
    const form = page.locator("form[action='/contact']");
    const send = form.getByRole("button", { name: "Send Message" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Validation Error")).toBeVisible();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expectAccessible(page);

    // Back up to the first field with Shift+Tab, then fill the form in order.
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await tabTo(page, name, { backwards: true });
    await typeText(page, "Kim Keyboard");
    await typeInto(page, form.getByRole("textbox", { name: "Email", exact: true }), unique("contact"));
    await typeInto(page, form.getByRole("textbox", { name: "Phone (optional)" }), "0412 345 678");
    const topic = form.getByRole("combobox", { name: "What do you need help with?" });
    await tabTo(page, topic);
    await typeText(page, "Service");
    await expect(topic).toHaveValue("service_question");
    await typeInto(page, form.getByRole("textbox", { name: "Message", exact: true }), "Could I book a gloss on Thursday evening?");
    const consent = form.getByRole("checkbox");
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /Message sent, Kim!/ })).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, page.getByRole("button", { name: "Send Another Message" }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  });

  test("FAQ feedback: Yes with the keyboard, thanks, and Tab carries on", async ({ page, visit }) => {
    await visit("/contact");
    const faq = page.locator("[data-faq-feedback]").first();
    await tabTo(page, faq.getByRole("button", { name: "Yes" }));
    await page.keyboard.press("Enter");
    await expect(faq).toContainText("Thanks for your feedback!");
    await press(page, "Tab");
    // Focus went on to the next question's buttons, not back to the top of the page.
    await expect(page.locator("[data-faq-feedback]").nth(1).getByRole("button", { name: "Yes" })).toBeFocused();
  });

  test("footer newsletter: the empty-address toast, then subscribed", async ({ page, visit }) => {
    await visit("/about");
    const footer = page.getByRole("contentinfo");
    const subscribe = footer.getByRole("button", { name: "Subscribe" });
    await tabTo(page, subscribe, { max: 150 });
    // Reaching the footer loads the form's code; focus stays on the button when it arrives.
    await expect(footer.locator("[data-deferred]")).toHaveAttribute("data-deferred", "ready");
    await expect(subscribe).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Email required")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter your email address" })).toBeVisible();
    await press(page, "Shift+Tab");
    await focused(footer.getByLabel("Email address"));
    await typeText(page, unique("footer"));
    await page.keyboard.press("Enter");
    await expect(page.getByText("You've been added to our mailing list. Check your inbox for a welcome message.")).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
    await expectAccessible(page);
  });

  test("blog lead magnet: consent is required, then the guide is on its way", async ({ page, visit }) => {
    await visit("/blog/heat-protection-explained");
    const form = page.locator("[data-lead-magnet]");
    const email = form.getByRole("textbox", { name: /Email/ });
    await tabTo(page, email, { max: 200 });
    await expect(page.locator("[data-deferred]").filter({ has: form })).toHaveAttribute("data-deferred", "ready");
    await typeText(page, "reader.keys@example.com");
    const sendGuide = form.getByRole("button", { name: "Send me the guide" });
    await tabTo(page, sendGuide);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please agree to receive updates to continue.")).toBeVisible();
    const consent = form.getByRole("checkbox");
    await tabTo(page, consent, { backwards: true });
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, sendGuide);
    await page.keyboard.press("Enter");
    await expect(page.getByText("You're subscribed! Check your inbox for your exclusive hair care guide.")).toBeVisible();
    await expect(email).toHaveValue("");
    await expectAccessible(page);
  });

  test("review stars with the keyboard lead to the feedback form, which is sent", async ({ page, visit }) => {
    await visit("/reviews");
    const fair = page.getByRole("link", { name: "2 stars: Fair" });
    await tabTo(page, fair);
    // Focusing a star shows its label, as hovering does.
    await expect(page.getByTestId("rating-label")).toHaveText("Fair");
    await press(page, "Shift+Tab");
    await expect(page.getByTestId("rating-label")).toHaveText("Poor");
    await press(page, "Tab");
    await focused(fair);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/reviews\/feedback$/);
    await expect(page.getByRole("heading", { level: 1, name: "Help us improve" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);

    // The rating radios: the arrow keys change it.
    const two = page.getByRole("radio", { name: /2/ });
    await expect(two).toBeChecked();
    await tabTo(page, two);
    await press(page, "ArrowRight");
    await expect(page.getByRole("radio", { name: /3/ })).toBeChecked();

    const main = page.getByRole("main");
    await typeInto(page, main.getByLabel("Name", { exact: true }), "Kim Keyboard");
    await typeInto(page, main.getByLabel("Email", { exact: true }), unique("feedback"));
    await typeInto(page, page.getByLabel("What could we have done better?"), "The wait was long but the colour is lovely");
    await expect(page.getByTestId("feedback-progress")).toHaveText("3/3 fields");
    await tabTo(page, page.getByRole("button", { name: "Send Feedback" }));
    await page.keyboard.press("Enter");
    const thanks = page.getByRole("heading", { name: "Thank you for your feedback!" });
    await expect(thanks).toBeVisible();
    await focused(thanks);
    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Back to Home" }));
    await expectAccessible(page);
  });

  test("hair-type quiz: answered with Space and the arrow keys, one question at a time, to the result", async ({ page, visit }) => {
    await visit("/blog/hair-type-quiz", { axe: false });
    const quiz = page.locator("[data-quiz]");
    const first = quiz.getByRole("radio").first();
    await tabTo(page, first, { max: 120 });
    await expect(page.locator("[data-deferred]").filter({ has: quiz })).toHaveAttribute("data-deferred", "ready");
    for (let question = 1; question <= 7; question++) {
      await expect(quiz.getByText(`Question ${question} of 7`)).toBeVisible();
      // Into the group: Tab lands on its first answer; Space chooses it, or an arrow key moves to the next and chooses that.
      await tabTo(page, quiz.getByRole("radio").first());
      if (question % 2) await page.keyboard.press("Space");
      else await press(page, "ArrowDown");
      await expect(quiz.getByRole("radio", { checked: true })).toHaveCount(1);
      await tabTo(page, quiz.getByRole("button", { name: /Next question|See my hair type/ }));
      await page.keyboard.press("Enter");
      if (question < 7) {
        // Focus goes to the next question, visibly.
        await expect(quiz.locator("legend")).toBeFocused();
        await expectVisibleFocus(page, "on the next question");
      }
    }
    const result = quiz.locator("[data-quiz-result]");
    await expect(result.getByRole("heading").first()).toBeFocused();
    await tabTo(page, result.getByRole("button", { name: "Take the quiz again" }));
    await expectAccessible(page);
  });

  test("exit-intent offer: opened by the pointer, then filled and sent by keyboard; Escape closes it", async ({ page }) => {
    const open = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      await page.locator("dialog[data-exit-intent]").waitFor({ state: "attached" });
      const offer = page.getByRole("dialog", { name: /7-Day Frizz-Free Plan/ });
      await expect(async () => {
        await page.mouse.move(640, 300);
        await page.mouse.move(640, 5, { steps: 4 });
        await page.mouse.move(640, -20);
        await expect(offer).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      return offer;
    };

    const offer = await open("/collections");
    const email = offer.getByLabel("Email");
    await focused(email);
    await expectVisibleFocus(page, "on opening the offer");
    await typeText(page, unique("exit"));
    await typeInto(page, offer.getByLabel("Phone"), "0412 345 678");
    const consent = offer.getByRole("checkbox");
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    // Focus cycles inside the offer: past its last control Tab comes back to its first.
    await tabTo(page, offer.getByRole("button", { name: "No thanks" }));
    await press(page, "Tab");
    expect(await offer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await tabTo(page, offer.getByRole("button", { name: "Send my plan and code" }));
    await page.keyboard.press("Enter");
    await expect(offer).toBeHidden();
    await expect(page.getByText("Check your email for your 7-Day Plan and discount code.")).toBeVisible();
    await expectToastOnTop(page, "Check your email for your 7-Day Plan");

    const again = await open("/collections/christmas-gift-packs");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();
  });

  test("admin login: a wrong password says so, the right one opens the inbox", async ({ page, visit }) => {
    await visit("/admin/login?next=%2Fadmin%2Finbox");
    const password = page.getByLabel("Password");
    await typeInto(page, password, "not-the-password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("That password isn't right. Please try again.");
    await expectAccessible(page);
    await tabTo(page, page.getByLabel("Password"));
    // Whatever the field still holds is replaced, as a person selecting it all would.
    await page.keyboard.press("ControlOrMeta+a");
    await typeText(page, "e2e-admin-password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    // The inbox itself: its section tabs and search are reachable with visible focus.
    await tabTo(page, page.getByRole("searchbox").or(page.getByRole("textbox")).first());
  });
});
