/** A local searcher lands on /near/{suburb}. */
import { formattedAddress, salon } from "../../app/config/salon.ts";
import { findSuburb } from "../../app/content/suburbs.ts";
import { beacons, expect, recordBeacons, test } from "./support/fixtures";

test.describe("suburb landing page", () => {
  test("/near/menai has every block of the page, specific to Menai", async ({ page, visit }) => {
    await visit("/near/menai");

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Areas We Serve" })).toHaveAttribute("href", "/areas");
    await expect(crumbs.getByText("Near Menai")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hair salon near Menai");
    await expect(page.getByText(/Menai is our closest neighbour/)).toBeVisible();
    const book = page.locator('[data-book-cta="suburb_hero"]');
    await expect(book).toHaveAccessibleName(/^Book now/);
    await expect(book).toHaveAttribute("href", salon.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("main").getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");

    await expect(page.getByRole("heading", { name: "Why Menai clients choose us" })).toBeVisible();
    for (const [title, anchor] of [
      ["Colour & Blonding", "colour"],
      ["Smoothing & Treatments", "treatments"],
      ["Cuts & Styling", "cuts"],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", `/services#${anchor}`);
    }

    const visit_ = page.getByRole("region", { name: "How to visit from Menai" });
    await expect(visit_.getByRole("heading", { name: "How to visit from Menai" })).toBeVisible();
    await expect(visit_).toContainText("About 5–7 minutes by car from Menai.");
    await expect(visit_).toContainText("Menai Road");
    await expect(visit_).toContainText("Parking");
    await expect(visit_).toContainText(formattedAddress);
    await expect(visit_).toContainText("Wednesday");
    await expect(visit_).toContainText("6:00 PM – 9:00 PM");
    await expect(visit_.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", salon.mapsUrl);

    await expect(page.getByRole("link", { name: "Shop Featured Products" })).toHaveAttribute("href", "/collections");
    const nearby = page.getByRole("navigation", { name: "Also serving nearby areas" });
    await expect(nearby.getByRole("link", { name: /Bangor/ })).toHaveAttribute("href", "/near/bangor");
    await expect(nearby.getByRole("link", { name: /Illawong/ })).toHaveAttribute("href", "/near/illawong");
    await expect(nearby.getByRole("link", { name: /Alfords Point/ })).toHaveAttribute("href", "/near/alfords-point");
    await expect(nearby.getByRole("link", { name: /All services/ })).toHaveAttribute("href", "/services");
    await expect(nearby.getByRole("link", { name: /About/ })).toHaveAttribute("href", "/about");
  });

  test("its FAQs open one at a time and close again", async ({ page, visit }) => {
    await visit("/near/woronora");
    const items = page.locator("details");
    await expect(items).toHaveCount(findSuburb("woronora")!.faqs.length);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(/Straight Up Smoothing takes 2 to 3 hours/)).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");

    // Each question is followed by its own feedback widget.
    await expect(page.locator("[data-faq-feedback]")).toHaveCount(await items.count());
    await first.locator("summary").click();
    await first.getByRole("button", { name: "No" }).click();
    await expect(first.getByText("Thanks for your feedback!")).toBeVisible();
  });

  test("search engines get title, description, keywords, canonical, en-AU alternate, social tags and JSON-LD", async ({ page, visit }) => {
    await visit("/near/heathcote");
    await expect(page).toHaveTitle(`Hair Salon Near Heathcote NSW 2233 | ${salon.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /15–18 minutes from Heathcote/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /hair salon near Heathcote/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/near\/heathcote$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-AU"]')).toHaveAttribute("href", /\/near\/heathcote$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Hair Salon Near Heathcote/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Areas We Serve", "Near Heathcote"]);
    const business = blocks.filter((b) => b["@type"] === "HairSalon");
    expect(business).toHaveLength(1);
    expect(business[0].address.streetAddress).toBe(salon.address.street);
    expect(business[0].telephone).toBe(salon.phone.e164);
  });

  test("suburb_page_view is recorded once per browser session per suburb, and book buttons say where they were", async ({
    page,
    visit,
  }) => {
    await recordBeacons(page);
    await visit("/near/menai", { axe: false });
    await expect.poll(async () => (await beacons(page, "suburb_page_view")).length).toBe(1);
    const [view] = await beacons(page, "suburb_page_view");
    expect(view?.props).toEqual({ suburb: "menai", suburb_name: "Menai", source_page: "/near/menai" });

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page
      .getByRole("navigation", { name: "Also serving nearby areas" })
      .getByRole("link", { name: /Illawong/ })
      .click();
    await expect(page).toHaveURL(/\/near\/illawong$/);
    await expect.poll(async () => (await beacons(page, "suburb_page_view")).map((b) => b.props.suburb)).toEqual(["illawong"]);
    await page.goBack();
    await expect(page).toHaveURL(/\/near\/menai$/);

    const popup = page.waitForEvent("popup");
    await page.locator('[data-book-cta="suburb_hero"]').click();
    await (await popup).close();
    // Back on Menai, seen before in this session: no second view. Tracked events keep their order, so once the
    // click (which came after the page's view) is recorded, the view would have been too.
    await expect.poll(async () => (await beacons(page, "book_cta_click")).length).toBeGreaterThan(0);
    expect((await beacons(page, "suburb_page_view")).map((b) => b.props.suburb)).toEqual(["illawong"]);
    const footerPopup = page.waitForEvent("popup");
    await page.locator('[data-book-cta="suburb_footer_cta"]').click();
    await (await footerPopup).close();
    await expect
      .poll(async () => (await beacons(page, "book_cta_click")).map((b) => [b.props.placement, b.props.source_page]))
      .toEqual([
        ["suburb_hero", "/near/menai"],
        ["suburb_footer_cta", "/near/menai"],
      ]);
  });
});

test.describe("unknown suburbs and the old URLs", () => {
  test("an unknown suburb gets the area-not-found page with status 404 and its links", async ({ page, visit }) => {
    await visit("/near/atlantis", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find a page for that suburb...");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const main = page.getByRole("main");
    for (const slug of ["bangor", "menai", "illawong", "sutherland", "engadine", "miranda"]) {
      await expect(main.locator(`a[href="/near/${slug}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "View services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: /^Book now/ })).toHaveAttribute("href", salon.bookingUrl);
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("/suburbs/{suburb} moved permanently to /near/{suburb}; /suburbs goes to /services", async ({ request, page }) => {
    const moved = await request.get("/suburbs/menai", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/near/menai");
    const bare = await request.get("/suburbs", { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()["location"]).toBe("/services");

    await page.goto("/suburbs/como");
    await expect(page).toHaveURL(/\/near\/como$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hair salon near Como");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a suburb page is complete HTML and its FAQs still open", async ({ page }) => {
    const response = await page.goto("/near/engadine");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hair salon near Engadine");
    await expect(page.getByRole("heading", { name: "How to visit from Engadine" })).toBeVisible();
    await expect(page.getByText("About 10–12 minutes by car from Engadine.").first()).toBeVisible();
    await page.getByText("I'm in the Royal National Park most weekends. What cut ties back easily?").click();
    await expect(page.getByText(/Long layers that start below the jaw/)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Also serving nearby areas" }).getByRole("link", { name: /Heathcote/ }),
    ).toBeVisible();
  });
});
