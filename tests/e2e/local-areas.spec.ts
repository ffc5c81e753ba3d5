/** A local searcher lands on /areas/{slug} or browses /areas. */
import { formattedAddress, salon } from "../../app/config/salon.ts";
import { areas, findArea } from "../../app/content/areas.ts";
import { beacons, expect, expectAccessible, recordBeacons, test } from "./support/fixtures";

test.describe("area landing page", () => {
  test("/areas/cronulla-2230 has every block, priced from the menu", async ({ page, visit }) => {
    await visit("/areas/cronulla-2230");

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Areas We Serve" })).toHaveAttribute("href", "/areas");
    await expect(page.getByText("20–25 min from Bangor").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hairdresser near Cronulla");
    await expect(page.locator('[data-book-cta="location_hero"]')).toHaveAttribute("href", salon.bookingUrl);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: `Call ${salon.phone.display}` })
        .first(),
    ).toHaveAttribute("href", `tel:${salon.phone.e164}`);
    await expect(page.getByText(/Cronulla hair lives in salt water and sunshine/)).toBeVisible();

    await expect(page.getByRole("heading", { name: "Popular in Cronulla" })).toBeVisible();
    const popular: [string, string][] = [
      ["Colour & Blonding", "colour"],
      ["Keratin/Straight Up Smoothing", "smoothing"],
      ["Cuts & Styling", "cuts"],
    ];
    for (const [title, anchor] of popular) {
      await expect(page.getByRole("link", { name: new RegExp(`^${title.replace("/", "\\/")}`) })).toHaveAttribute(
        "href",
        `/services#${anchor}`,
      );
    }

    const services = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) });
    const items = services.getByRole("listitem");
    // Each price names the service it is the price of.
    const expected: [string, string, string, string][] = [
      ["Foils", "from A$ 99", "Quarter head of foils", "foils"],
      ["Regrowth colour", "A$ 79", "Regrowth colour", "tints"],
      ["Toner", "from A$ 29", "Toner", "tints"],
      ["Straight Up smoothing", "A$ 324", "Mid-length Straight Up smoothing", "smoothing"],
      ["Cut & blow-dry", "from A$ 79", "Short wash, cut & blow-dry", "cut-packages"],
      ["Blow-dry", "from A$ 44", "Short hair blow-dry", "blow-dry"],
    ];
    await expect(items).toHaveCount(expected.length);
    for (const [index, [name, price, service, anchor]] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading")).toHaveText(name);
      await expect(item).toContainText(price);
      await expect(item).toContainText(new RegExp(service, "i"));
      await expect(item.locator('[data-book-cta="location_service_grid"]')).toHaveAttribute("href", salon.bookingUrl);
      await expect(item.getByRole("link", { name: `Learn more about ${name}` })).toHaveAttribute("href", `/services#${anchor}`);
    }
    await expect(services.getByRole("link", { name: "View all services & pricing" })).toHaveAttribute("href", "/services");

    await expect(page.getByRole("heading", { name: "Common Questions" })).toBeVisible();
    await expect(page.locator("details")).toHaveCount(findArea("cronulla-2230")!.faqs.length);

    const find = page.getByRole("region", { name: "Easy to Find" });
    await expect(find).toContainText("About 20–25 minutes by car from Cronulla.");
    await expect(find).toContainText(formattedAddress);
    await expect(find.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", salon.mapsUrl);

    await expect(page.locator('[data-book-cta="location_footer_cta"]')).toBeVisible();
    const nearby = page.getByRole("navigation", { name: "Also serving nearby suburbs" });
    await expect(nearby.getByRole("link", { name: /Caringbah/ })).toHaveAttribute("href", "/areas/caringbah-2229");
    await expect(nearby.getByRole("link", { name: "View all service areas" })).toHaveAttribute("href", "/areas");
  });

  test("structured data: breadcrumb, the one salon entity and the FAQ page", async ({ page, visit }) => {
    await visit("/areas/padstow-2211", { axe: false });
    await expect(page).toHaveTitle(`Hairdresser near Padstow NSW 2211 | ${salon.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/areas\/padstow-2211$/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(blocks.map((b) => b["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage", "HairSalon"]);
    const business = blocks.find((b) => b["@type"] === "HairSalon");
    expect(business.address.postalCode).toBe(salon.address.postcode);
    expect(business.hasMap).toBe(salon.mapsUrl);
    expect(business.sameAs).toEqual(Object.values(salon.social));
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(findArea("padstow-2211")!.faqs.length);
    expect(faq.mainEntity[0].name).toBe("Do I need to live in the Sutherland Shire to book?");
    await expect(
      page.getByRole("navigation", { name: "Also serving nearby suburbs" }).getByRole("link", { name: /Sydney/ }),
    ).toHaveAttribute("href", "/areas/sydney");
  });

  test("location_page_view is recorded once per session per area; service-grid bookings are labelled", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/areas/gymea-2227", { axe: false });
    await expect
      .poll(async () => (await beacons(page, "location_page_view")).map((b) => b.props))
      .toEqual([{ location: "gymea-2227", location_name: "Gymea", source_page: "/areas/gymea-2227" }]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const popup = page.waitForEvent("popup");
    await page.locator('[data-book-cta="location_service_grid"]').first().click();
    await (await popup).close();
    await expect.poll(async () => (await beacons(page, "book_cta_click")).map((b) => b.props.placement)).toEqual(["location_service_grid"]);
    // The reload was no second view. Tracked events keep their order, so with the click (which came after the
    // page's view) recorded, the view would have been too.
    expect(await beacons(page, "location_page_view")).toEqual([]);
  });

  test("each area FAQ has its own yes/no feedback, answered with thanks", async ({ page, visit }) => {
    await recordBeacons(page);
    await visit("/areas/sylvania-2224");
    const item = page.locator("details").nth(1);
    await item.locator("summary").click();
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/faq-feedback") && r.request().method() === "POST");
    await item.getByRole("button", { name: "Yes" }).click();
    await expect(item.getByText("Thanks for your feedback!")).toBeVisible();
    expect((await stored).ok()).toBe(true);
    await expect
      .poll(async () => (await beacons(page, "faq_feedback")).map((b) => b.props))
      .toEqual([{ faq_id: "areas-sylvania-2224-faq-2", faq_question: "What's a scalp detox, and who is it for?", helpful: true }]);
    // The other questions are still unanswered.
    await page.locator("details").nth(2).locator("summary").click();
    await expect(page.locator("details").nth(2).getByRole("button", { name: "No" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown area goes to /areas with a real redirect", async ({ page, request }) => {
    const response = await request.get("/areas/atlantis-9999", { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(response.status());
    expect(response.headers()["location"]).toBe("/areas");
    await page.goto("/areas/atlantis-9999");
    await expect(page).toHaveURL(/\/areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas we serve");
  });
});

test.describe("areas index", () => {
  test(`lists the ${areas.length} areas alphabetically with postcode, drive time, a 120-character intro and View details`, async ({ page, visit }) => {
    await visit("/areas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas we serve");
    await expect(page.getByText(formattedAddress).first()).toBeVisible();
    await expect(page.getByText(/Tue–Sat appointments/)).toBeVisible();

    const cards = page.getByRole("region", { name: "All service areas, A to Z" }).getByRole("listitem");
    await expect(cards).toHaveCount(areas.length);
    const names = await cards.getByRole("heading").allTextContents();
    const plain = names.map((n) => n.replace(/\s*\d{4}$/, ""));
    expect(plain).toEqual([...plain].sort((a, b) => a.localeCompare(b)));
    expect(plain[0]).toBe("Alfords Point");

    const cronulla = cards.filter({ hasText: "Cronulla" });
    await expect(cronulla).toContainText("2230");
    await expect(cronulla).toContainText("20–25 min");
    await expect(cronulla.getByRole("link")).toHaveAttribute("href", "/areas/cronulla-2230");
    await expect(cronulla).toContainText("View details");
    const excerpt = (await cronulla.locator("p").first().textContent()) ?? "";
    expect(excerpt.replace(/…$/, "").length).toBeLessThanOrEqual(120);
    expect(excerpt.startsWith("Cronulla hair lives in salt water")).toBe(true);

    const missing = page.getByRole("region", { name: "Don't see your suburb?" });
    await expect(missing.getByRole("link", { name: /Call/ })).toHaveAttribute("href", `tel:${salon.phone.e164}`);
    await expect(missing.getByRole("link", { name: "Send a message" })).toHaveAttribute("href", "/contact");

    await cronulla.getByRole("link").click();
    await expect(page).toHaveURL(/\/areas\/cronulla-2230$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hairdresser near Cronulla");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an area page is complete HTML", async ({ page }) => {
    const response = await page.goto("/areas/barden-ridge-2234");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hairdresser near Barden Ridge");
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
    await expect(page.getByText("from A$ 99").first()).toBeVisible();
    await page.getByText("How long does a kids' cut take?").click();
    await expect(page.getByText(/The Kids Cut & Blow-dry Bundle takes about 40 minutes/)).toBeVisible();
  });
});

test.describe("one fact, one value", () => {
  test("a place's /near and /areas pages, and the home page, agree on its drive time and on each price and its service", async ({ page }) => {
    const quotes = async () =>
      (await page.locator("a[href^='/services#']").filter({ hasText: /A\$/ }).allInnerTexts()).map((text) => text.replace(/\s+/g, " ").replace(/ ?See prices ?/, "").trim());
    const badge = async () => /(\d+–\d+) min from/.exec(await page.getByText(/\d+–\d+ min from/).first().innerText())?.[1];
    await page.goto("/near/gymea");
    const near = await badge();
    const nearQuotes = await quotes();
    await page.goto("/areas/gymea-2227");
    expect(near).toBe("15–18");
    expect(await badge()).toBe(near);
    const areaQuotes = await quotes();
    await page.goto("/");
    const homeQuotes = await quotes();
    for (const list of [nearQuotes, areaQuotes, homeQuotes]) {
      expect(list.some((q) => q.includes("from A$ 79") && /short wash, cut & blow-dry/i.test(q)), list.join(" | ")).toBe(true);
      expect(list.some((q) => q.includes("A$ 324") && /mid-length Straight Up smoothing/i.test(q)), list.join(" | ")).toBe(true);
      expect(list.join(" "), "no other price for a cut or a smoothing").not.toMatch(/A\$ (54|234)\b/);
    }
  });
});
