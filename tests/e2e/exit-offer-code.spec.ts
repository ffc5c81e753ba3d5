import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/** Pausing the offer's code changes every page: this runs with the owner's settings specs, after the others. */
test.describe.configure({ mode: "serial" });

const codeRow = (page: Page, code: string) => page.getByTestId("discount-code").filter({ hasText: code });

async function setPaused(page: Page, paused: boolean) {
  await page.goto("/admin/discounts");
  await hydrated(page);
  await codeRow(page, "FRIZZFREE5")
    .getByRole("button", { name: `${paused ? "Pause" : "Resume"} FRIZZFREE5` })
    .click();
  await expect(page.getByRole("status")).toHaveText(`FRIZZFREE5 ${paused ? "paused" : "resumed"}.`);
}

test("the exit-intent offer states what its code gives, and is not made while the owner has paused the code", async ({ page, browser }) => {
  await loginAsOwner(page);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/collections");
    await hydrated(visitor);
    const offer = visitor.locator("dialog[data-exit-intent]");
    await offer.waitFor({ state: "attached" });
    await expect(offer).toContainText("Free plan + 5% off");

    await setPaused(page, true);
    const offerCode: string[] = [];
    visitor.on("request", (request) => {
      if (/exit-intent-offer/.test(request.url())) offerCode.push(request.url());
    });
    await visitor.goto("/collections");
    await hydrated(visitor);
    await visitor.waitForLoadState("networkidle");
    // Not made at all: its code is never even fetched.
    expect(offerCode).toEqual([]);
    await expect(offer).toHaveCount(0);
    await expectAccessible(visitor);
  } finally {
    await setPaused(page, false);
    await visitor.goto("/collections");
    await hydrated(visitor);
    await expect(visitor.locator("dialog[data-exit-intent]")).toBeAttached();
    await visitorContext.close();
  }
});
