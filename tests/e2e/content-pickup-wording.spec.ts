/**
 * Blog posts and policies with the embedded shop: the default server sells click and collect only, so
 * the Christmas guide, the terms and the returns policy give the pick-up facts and never speak of shipping.
 * (Their Shopify readings are checked where they are compiled: blog.server.test.ts, policies.server.test.ts.)
 */
import type { Page } from "@playwright/test";
import { salon } from "../../app/config/salon";
import { shippingWordsIn } from "../shipping-words";
import { expect, test } from "./support/fixtures";

/** What a visitor can read on the page, its title and its description. */
async function expectNoShippingWords(page: Page) {
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  const said = `${await page.title()}\n${description}\n${await page.locator("body").innerText()}`;
  expect(shippingWordsIn(said), `shipping words on ${page.url()}`).toEqual([]);
}

test.describe("pick-up wording in posts and policies", () => {
  test("the Christmas gift guide tells how click and collect works before Christmas", async ({ page, visit }) => {
    await visit("/blog/christmas-gift-guide-hair-lovers");
    const section = page.locator("section", { has: page.locator("h2#pick-up-and-returns-before-christmas") });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Pick-up and returns before Christmas");
    await expect(section).toContainText(`Order online, then collect from the salon in ${salon.address.locality}. Collecting is free`);
    await expect(section).toContainText("you pay by card or cash when you pick up");
    await expect(section).toContainText("Returns are accepted within 14 days");
    await expectNoShippingWords(page);
  });

  test("the terms say collecting is free and paid in the salon, and name the Click & Collect page", async ({ page, visit }) => {
    await visit("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("every online order is collected from the salon during opening hours, and collecting is free");
    await expect(main).toContainText("Nothing is charged online");
    await expect(main).toContainText("you pay at the salon by cash, card or digital payment when you pick it up");
    await expect(main.getByRole("link", { name: "Click & Collect" }).first()).toHaveAttribute("href", "/policies/shipping");
    await expectNoShippingWords(page);
  });

  test("the returns policy takes returns over the salon counter", async ({ page, visit }) => {
    await visit("/policies/returns");
    await expect(page.getByRole("main")).toContainText(`Bring the product to the salon at ${salon.address.street}`);
    await expectNoShippingWords(page);
  });
});
