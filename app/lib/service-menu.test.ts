import { describe, expect, it } from "vitest";
import { contentMenuSections, withPlaceholders } from "~/server/service-menu-content.server";
import { fillServiceText, menuFingerprint, menuLines, placeholderProblem, readDuration, readPrice, shownSections } from "./service-menu";

describe("prices and times as the owner types them", () => {
  it("reads a price in the menu's words, with its amount in cents", () => {
    expect(readPrice("85")).toEqual({ text: "A$ 85", cents: 8500, from: false });
    expect(readPrice(" $12.5 ")).toEqual({ text: "A$ 12.50", cents: 1250, from: false });
    expect(readPrice("from A$ 50")).toEqual({ text: "from A$ 50", cents: 5000, from: true });
    expect(readPrice("AUD 99.00")).toEqual({ text: "A$ 99", cents: 9900, from: false });
    expect(readPrice("free")).toEqual({ text: "Free", cents: 0, from: false });
    for (const wrong of ["", "ninety", "-5", "85.555", "from free", "1,000"]) expect(readPrice(wrong), wrong).toBeNull();
  });

  it("reads a time in the menu's words", () => {
    expect(readDuration("2h 20min")).toBe("2h 20min");
    expect(readDuration("140")).toBe("2h 20min");
    expect(readDuration("1:15")).toBe("1h 15min");
    expect(readDuration("45 min")).toBe("45min");
    expect(readDuration("2 hours")).toBe("2h");
    for (const wrong of ["", "soon", "0", "13h", "1:5"]) expect(readDuration(wrong), wrong).toBeNull();
  });

});

describe("a service page's own price and time", () => {
  it("writes the service's own price and time as placeholders, leaving other amounts alone", () => {
    expect(withPlaceholders("Foils in Bangor, A$ 267. Allow 2h 45min. Toner from A$ 29; A$ 2670 is not it.", "A$ 267", "2h 45min")).toBe(
      "Foils in Bangor, {price}. Allow {duration}. Toner from A$ 29; A$ 2670 is not it.",
    );
    expect(withPlaceholders("About 30min, not 2h 30min.", "A$ 44", "30min")).toBe("About {duration}, not 2h 30min.");
  });

  it("fills them from the menu line, and refuses words in braces it cannot fill", () => {
    expect(fillServiceText("{price} for {duration}", { price: "A$ 90", duration: "1h" })).toBe("A$ 90 for 1h");
    expect(placeholderProblem("Only {price}", false)).toBeNull();
    expect(placeholderProblem("{cost} today", true)).toBe("{cost} is not filled in: only {price} and {duration} are.");
    expect(placeholderProblem("Takes {duration}", false)).toBe("{duration} needs the service to have a time.");
  });

  it("leaves no placeholder unfilled on the content's pages, and every page text that named its price now follows the menu", () => {
    const services = contentMenuSections().flatMap((section) => section.services);
    const withPages = services.filter((service) => service.page);
    expect(withPages.length).toBeGreaterThan(0);
    for (const service of withPages) expect(service.page!.metaDescription, service.slug).toContain("{price}");
  });
});

describe("the menu visitors see", () => {
  const sections = contentMenuSections();

  it("leaves out hidden services and hidden or empty categories", () => {
    const [first, second] = sections;
    const hiddenOne = [{ ...first!, services: first!.services.map((s, i) => ({ ...s, visible: i !== 0 })) }, { ...second!, visible: false }];
    const shown = shownSections(hiddenOne);
    expect(shown.map((s) => s.slug)).toEqual([first!.slug]);
    expect(shown[0]!.services.map((s) => s.slug)).toEqual(first!.services.slice(1).map((s) => s.slug));
    expect(shownSections([{ ...first!, services: [] }])).toEqual([]);
  });

  it("lists lines with their booking names, offer prices and page links", () => {
    const lines = menuLines(sections).flatMap((category) => category.lines);
    const smoothing = lines.find((line) => line.bookingName === "Mid-Length Straight Up Smoothing Treatment");
    expect(smoothing).toMatchObject({ price: "A$ 324", offerPrice: "324.00", detailSlug: "mid-length-straight-up-smoothing", duration: "2h 20min" });
  });

  it("shows free steps and add-ons inside their package, never as a priced line", () => {
    const categories = menuLines(sections);
    expect(categories.flatMap((category) => category.lines).filter((line) => line.price === "Free")).toEqual([]);
    const straightUp = categories.find((category) => category.slug === "straight-up")!;
    const free = sections.find((section) => section.slug === "straight-up")!.services.filter((service) => service.priceCents === 0);
    expect(straightUp.included.map((step) => step.name)).toEqual(free.map((service) => service.name));
    expect(straightUp.lines.length).toBeGreaterThan(0);
    // A category of free services only keeps them as its lines: there is no package to hold them.
    const onlyFree = [{ ...sections[0]!, services: free }];
    expect(menuLines(onlyFree)[0]).toMatchObject({ included: [], lines: free.map((service) => ({ name: service.name, price: "Free" })) });
  });

  it("names a menu by its content, whatever the order its objects' keys were stored in", () => {
    const reordered = JSON.parse(JSON.stringify(sections), (_, value) =>
      value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    );
    expect(menuFingerprint(reordered)).toBe(menuFingerprint(sections));
    const cheaper = structuredClone(sections);
    cheaper[0]!.services[0]!.price = "A$ 1";
    expect(menuFingerprint(cheaper)).not.toBe(menuFingerprint(sections));
  });
});
