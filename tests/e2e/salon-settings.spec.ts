import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { openingHours } from "../../app/config/salon.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

/** The owner's settings are one per site: these tests change them one after another and put them back. */
test.describe.configure({ mode: "serial" });

const sydneyToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
const plusDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
/** Christmas when it is within the six weeks the pages look ahead, else a day two weeks out (the note says Christmas either way). */
function closureDay(): string {
  const today = sydneyToday();
  const christmas = `${today.slice(0, 4)}-12-25`;
  return christmas > today && christmas <= plusDays(today, 42) ? christmas : plusDays(today, 14);
}
const dayLabel = (date: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" })
      .formatToParts(new Date(`${date}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
};

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Hours and banner", level: 1 })).toBeVisible();
}

/** The HairSalon entity's opening hours in a page's JSON-LD. */
async function salonHours(page: Page): Promise<Record<string, string>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const entities = blocks.flatMap((text) => [JSON.parse(text) as unknown].flat()) as { "@type"?: string; openingHoursSpecification?: Record<string, string>[] }[];
  const salon = entities.find((entity) => entity["@type"] === "HairSalon");
  return salon?.openingHoursSpecification ?? [];
}

async function saveBanner(page: Page, fields: { withOffer: boolean; text: string; startsOn: string; endsOn: string }) {
  await openSettings(page);
  const banner = page.locator("#banner");
  await banner.getByLabel("Show the banner").check();
  await banner.getByLabel(/Lead with the shop's offer/).setChecked(fields.withOffer);
  await page.locator("#banner-text").fill(fields.text);
  await page.locator("#banner-link").fill("/collections/christmas-gift-packs");
  await page.locator("#banner-startsOn").fill(fields.startsOn);
  await page.locator("#banner-endsOn").fill(fields.endsOn);
  await page.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByRole("status")).toHaveText("Banner saved.");
}

test.describe("the salon's settings, as the owner changes them", () => {
  test("a Christmas closure shows in the footer, on the contact page and in the JSON-LD at once, and goes when removed", async ({ page }) => {
    const day = closureDay();
    const line = `Closed ${dayLabel(day)} — Christmas`;
    await loginAsOwner(page);
    await page.getByRole("link", { name: "Hours and banner" }).click();
    await expect(page.getByRole("heading", { name: "Hours and banner", level: 1 })).toBeVisible();
    await expectAccessible(page);

    // A day that can't be read is refused with the field's own message, and a 400 without JavaScript.
    await page.locator("#exception-startsOn").fill("");
    await page.getByRole("button", { name: "Add to the calendar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(page.locator("#exception-startsOn-error")).toHaveText("Enter a date, e.g. 2026-12-25.");
    await expect(page.locator("#exception-startsOn")).toHaveAttribute("aria-invalid", "true");
    const refused = await page.request.post("/admin/settings", {
      form: { intent: "add-exception", startsOn: "25/12", kind: "closed" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);

    await page.locator("#exception-startsOn").fill(day);
    await page.locator("#exception-note").fill("Christmas");
    await page.getByRole("button", { name: "Add to the calendar" }).click();
    await expect(page.getByRole("status")).toHaveText(`Added: ${line}.`);
    await expect(page.getByRole("status")).toBeFocused();
    await expect(page.getByTestId("hours-exception").filter({ hasText: line })).toBeVisible();

    await page.goto("/contact");
    await expect(page.locator("footer")).toContainText(line);
    await expect(page.locator("section[aria-labelledby=hours-title]")).toContainText(line);
    expect(await salonHours(page)).toContainEqual({ "@type": "OpeningHoursSpecification", name: "Christmas", validFrom: day, validThrough: day, opens: "00:00", closes: "00:00" });
    await expectAccessible(page);
    await page.goto("/booking");
    await expect(page.locator("main")).toContainText(line);

    await openSettings(page);
    await page.getByRole("button", { name: `Remove ${line}` }).click();
    await expect(page.getByRole("status")).toHaveText("Removed.");
    await page.goto("/contact");
    await expect(page.locator("footer")).not.toContainText(line);
    // The week again, one entry per open day, and no calendar day.
    expect(await salonHours(page)).toHaveLength(openingHours.filter((day) => !("closed" in day)).length);
  });

  test("a day typed just after a refusal stays when the page's data arrives after it", async ({ page }) => {
    await loginAsOwner(page, "/admin/settings");
    await hydrated(page);
    // After a refused form the page reads its data again; held here until she has typed, as on a slow line.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reread: Promise<unknown> | null = null;
    await page.route(/\/admin\/settings\.data\?/, async (route) => {
      if (route.request().method() === "GET") {
        reread ??= page.waitForResponse((response) => response.request() === route.request());
        await held;
      }
      await route.continue();
    });

    await page.locator("#exception-startsOn").fill("");
    await page.getByRole("button", { name: "Add to the calendar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await page.locator("#exception-startsOn").fill(closureDay());
    await expect.poll(() => reread !== null, { message: "the page reads its data again after a refusal" }).toBe(true);
    release();
    await reread;
    await expect(page.locator("#exception-startsOn")).toHaveValue(closureDay());
  });

  test("Tuesday's new hours show on every page that lists the week", async ({ page }) => {
    await loginAsOwner(page);
    await openSettings(page);
    await page.locator("#week-Tuesday-opens").fill("11:00");
    await page.locator("#week-Tuesday-closes").fill("09:00");
    await page.getByRole("button", { name: "Save opening hours" }).click();
    await expect(page.locator("#week-Tuesday-closes-error")).toHaveText("Closing time must be after opening time.");
    await page.locator("#week-Tuesday-closes").fill("19:00");
    await page.getByRole("button", { name: "Save opening hours" }).click();
    await expect(page.getByRole("status")).toHaveText("Opening hours saved. Every page shows them now.");

    try {
      await page.goto("/contact");
      await expect(page.locator("section[aria-labelledby=hours-title]")).toContainText("Tuesday11:00 AM – 7:00 PM");
      await expect(page.locator("footer")).toContainText("Tue11:00 AM – 7:00 PM");
      expect(await salonHours(page)).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Tuesday", opens: "11:00", closes: "19:00" });
      await page.goto("/near/menai");
      await expect(page.locator("main")).toContainText("11:00 AM – 7:00 PM");
      await expectAccessible(page);
    } finally {
      await openSettings(page);
      await page.locator("#week-Tuesday-opens").fill("10:00");
      await page.locator("#week-Tuesday-closes").fill("17:00");
      await page.getByRole("button", { name: "Save opening hours" }).click();
      await expect(page.getByRole("status")).toHaveText("Opening hours saved. Every page shows them now.");
    }
    await page.goto("/contact");
    await expect(page.locator("footer")).toContainText("Tue10:00 AM – 5:00 PM");
  });

  test("the banner shows its text on its dates only", async ({ page }) => {
    const today = sydneyToday();
    const promotion = page.getByRole("region", { name: "Promotion" });
    await loginAsOwner(page);
    try {
      await saveBanner(page, { withOffer: false, text: "Gift cards in store", startsOn: plusDays(today, 1), endsOn: "" });
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(promotion).toHaveCount(0);

      await saveBanner(page, { withOffer: false, text: "Gift cards in store", startsOn: today, endsOn: plusDays(today, 3) });
      await page.goto("/about");
      await expect(promotion).toHaveText("Gift cards in store");
      await expect(promotion.getByRole("link", { name: "Gift cards in store" })).toHaveAttribute("href", "/collections/christmas-gift-packs");
      await expectAccessible(page);
    } finally {
      await saveBanner(page, { withOffer: true, text: "Christmas Gift Packs now available", startsOn: "", endsOn: "" });
    }
    await page.goto("/about");
    await expect(promotion).toContainText("Free click and collect");
    await expect(promotion).toContainText("Christmas Gift Packs now available");
  });
});

test.describe("pages kept for everyone", () => {
  test("are the same bytes for two visitors, with a script-hash CSP, an ETag that revalidates, and no trailing-slash hop", async ({ playwright, baseURL }) => {
    const first = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: "cart=visitor-one; wt_bag=3" } });
    const second = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "User-Agent": "Another browser", "Accept-Language": "fr" } });
    try {
      const [one, two] = await Promise.all([first.get("/services", { maxRedirects: 0 }), second.get("/services", { maxRedirects: 0 })]);
      expect(one.status()).toBe(200);
      expect(two.status()).toBe(200);
      const [a, b] = [await one.body(), await two.body()];
      expect(a.equals(b)).toBe(true);
      expect(one.headers().etag).toBe(two.headers().etag);
      const html = a.toString("utf8");
      expect(html).not.toMatch(/<script[^>]*\snonce=/);
      const csp = one.headers()["content-security-policy"] ?? "";
      expect(csp).not.toContain("'nonce-");
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes!)) continue;
        expect(csp).toContain(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
      }
      const slash = await first.get("/services/", { maxRedirects: 0 });
      expect(slash.status()).toBe(301);
      expect(slash.headers().location).toBe("/services");
      const again = await first.get("/services", { headers: { "If-None-Match": one.headers().etag! } });
      expect(again.status()).toBe(304);
      // Client-side navigations ask for the page's data, answered for this request.
      const data = await first.get("/services.data");
      expect(data.status()).toBe(200);
      expect(data.headers()["content-type"]).toContain("text/x-script");
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});
