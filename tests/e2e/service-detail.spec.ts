/** A visitor reads a service detail page and books from it; unknown services go back to the menu. */
import { salon } from "../../app/config/salon.ts";
import { findServiceDetailBySlug } from "../../app/content/services.ts";
import { beacons, expect, recordBeacons, test } from "./support/fixtures";

const path = "/services/smoothing/mid-length-straight-up-smoothing";
/** A detail page as a fresh database holds it (the service menu's first-run content). */
const detail = (slug: string) => findServiceDetailBySlug(slug)!;
/** The headings of a detail page with every block (benefits and FAQs included), in order. */
const everyBlock = [
  "What's included",
  "Who it's for",
  "What to expect",
  "Benefits",
  "Price and time",
  "FAQs",
  "You might also like",
  "Not sure this is the right service?",
  "Ready to book?",
];

test.describe("service detail page", () => {
  test.beforeEach(async ({ context }) => {
    // The booking provider lives outside this machine: answer for it at the network edge.
    await context.route(`${new URL(salon.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
  });

  test("has the breadcrumb, the ten blocks in order, and its own meta and structured data", async ({ page, visit }) => {
    await visit(path);

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Services", "Straight Up smoothing"]);
    await expect(crumbs.getByRole("link", { name: "Straight Up smoothing" })).toHaveAttribute("href", "/services#smoothing");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Mid-length Straight Up smoothing");

    const hero = page.locator("article > header");
    await expect(hero).toContainText("Straight Up smoothing");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Mid-length Straight Up smoothing");
    await expect(hero).toContainText("Frizz-free, faster-drying hair for up to about six months");
    await expect(hero).toContainText("2h 20min");
    await expect(hero).toContainText("A$ 324");
    await expect(hero.getByRole("link", { name: /^Book now/ })).toHaveAttribute("href", salon.bookingUrl);

    // Blocks 2–10 in the specified order.
    expect(await page.locator("article h2").allTextContents()).toEqual(everyBlock);
    const steps = page.locator("ol li h3");
    await expect(steps).toHaveCount(detail("mid-length-straight-up-smoothing").process.length);
    await expect(steps.first()).toHaveText(/Step 1: Consultation/);
    const pricing = page.getByRole("region", { name: "Price and time" });
    await expect(pricing).toContainText("Starting from");
    await expect(pricing).toContainText("Approximately");
    await expect(pricing.getByRole("link", { name: /Book Your Appointment/ })).toHaveAttribute("href", salon.bookingUrl);
    const related = page.getByRole("region", { name: "You Might Also Like" }).getByRole("link");
    await expect(related).toHaveCount(detail("mid-length-straight-up-smoothing").relatedServices.length);
    await expect(related.first()).toHaveAttribute("href", "/services/smoothing/long-thick-straight-up-smoothing");
    await expect(related.first()).toContainText("A$ 349");
    const closing = page.getByRole("region", { name: "Ready to book?" });
    await expect(closing.getByRole("link", { name: /^Book Now/ })).toHaveAttribute("href", salon.bookingUrl);
    await expect(closing.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");

    await expect(page).toHaveTitle(`Mid-length Straight Up smoothing | ${salon.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Mid-length Straight Up smoothing/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /A\$ 324/);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) =>
      [JSON.parse(text)].flat(),
    );
    const service = blocks.find((b) => b["@type"] === "Service");
    const salonBlock = blocks.find((b) => b["@type"] === "HairSalon");
    expect(service).toMatchObject({
      name: "Mid-length Straight Up smoothing",
      alternateName: "Mid-Length Straight Up Smoothing Treatment",
      offers: { price: "324.00", priceCurrency: "AUD" },
    });
    expect(service.provider["@id"]).toBe(salonBlock["@id"]);
    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Services",
      "Straight Up smoothing",
      "Mid-length Straight Up smoothing",
    ]);
    expect(breadcrumb.itemListElement[2].item).toMatch(/\/services#smoothing$/);
  });

  test("booking from the hero is recorded with the service's click name", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit(path, { axe: false });
    const popup = page.waitForEvent("popup");
    await page
      .locator("article > header")
      .getByRole("link", { name: /^Book now/ })
      .click();
    await (await popup).close();
    await expect
      .poll(async () => (await beacons(page, "book_cta_click")).map((b) => b.props.placement))
      .toContain("service_detail_hero_mid-length-straight-up-smoothing");
    const [click] = await beacons(page, "book_cta_click");
    expect(click?.props.source_page).toBe(path);
  });

  test("FAQs open one at a time and related services lead on", async ({ page, visit }) => {
    await visit("/services/foil-packages/half-head-foils-cut-blowdry", { axe: false });
    const faqs = page.getByRole("region", { name: "FAQs" }).locator("details");
    await expect(faqs).toHaveCount(detail("half-head-foils-cut-blowdry").faqs!.length);
    await faqs.nth(0).locator("summary").click();
    await faqs.nth(1).locator("summary").click();
    await expect(faqs.nth(1)).toHaveAttribute("open", "");
    await expect(faqs.nth(0)).not.toHaveAttribute("open");
    await faqs.nth(1).locator("summary").click();
    await expect(faqs.nth(1)).not.toHaveAttribute("open");

    await page
      .getByRole("region", { name: "You Might Also Like" })
      .getByRole("link", { name: /Quarter-head foils/ })
      .click();
    await expect(page).toHaveURL(/\/services\/foil-packages\/quarter-head-foils-cut-blowdry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quarter-head foils, cut & blow-dry");
    await expect(page).toHaveTitle(/^Quarter-head foils, cut & blow-dry \|/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown category or service is redirected to /services", async ({ page, request }) => {
    for (const wrong of [
      "/services/smoothing/no-such-service",
      "/services/no-such-category/mid-length-straight-up-smoothing",
      "/services/braids/single-braid",
    ]) {
      const response = await request.get(wrong, { maxRedirects: 0 });
      expect(response.status(), wrong).toBe(302);
      expect(response.headers()["location"], wrong).toBe("/services");
    }
    await page.goto("/services/smoothing/no-such-service");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
});

test.describe("service detail without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every block is in the HTML", async ({ page }) => {
    const response = await page.goto("/services/kids-formal/high-school-formal-hairstyle");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("High school formal hairstyle");
    await expect(page.locator("article h2")).toHaveText(everyBlock);
    await expect(page.getByRole("region", { name: "FAQs" }).locator("details")).toHaveCount(detail("high-school-formal-hairstyle").faqs!.length);
  });
});
