import { describe, expect, it } from "vitest";
import { menuLines } from "~/lib/service-menu";
import { contentMenuSections } from "~/server/service-menu-content.server";
import { findServiceDetail, findServiceDetailBySlug, menuName, serviceCategories, serviceDetails } from "./services";

/** The menu as the booking system lists it: anchor and number of items. */
const menuShape: [string, number][] = [
  ["smoothing", 3],
  ["foil-packages", 5],
  ["colouring-packages", 3],
  ["cut-packages", 4],
  ["braids", 6],
  ["timeout", 4],
  ["hair", 5],
  ["styling", 8],
  ["kids-formal", 2],
  ["treatments", 2],
  ["straight-up", 4],
  ["tints", 7],
  ["foils", 3],
  ["blow-dry", 3],
];

/** The 15 detail pages as the booking system lists them: URL, title, duration and price. */
const detailPages: [string, string, string, string][] = [
  ["/services/smoothing/mid-length-straight-up-smoothing", "Mid-Length Straight Up Smoothing Treatment", "2h 20min", "A$ 324"],
  ["/services/smoothing/long-thick-straight-up-smoothing", "Long/Thick Straight Up Smoothing Treatment", "2h 20min", "A$ 349"],
  ["/services/smoothing/straight-up-smoothing-teens", "Straight Up Smoothing for Teens", "2h 20min", "A$ 234"],
  ["/services/foil-packages/full-head-foils-package", "Full Head of Foils Package", "2h 45min", "A$ 267"],
  ["/services/foil-packages/half-head-foils-cut-blowdry", "1/2 Head of Foils, Cut & Blow-dry", "2h 15min", "A$ 237"],
  ["/services/foil-packages/quarter-head-foils-cut-blowdry", "1/4 Head Foils, Cut & Blow-dry", "2h 15min", "A$ 202"],
  ["/services/colouring-packages/long-hair-colour-package", "Long Hair Colour Package", "2h 30min", "A$ 205"],
  ["/services/colouring-packages/mid-length-colour-package", "Mid-Length Colour Package", "2h 15min", "A$ 178"],
  ["/services/colouring-packages/short-hair-colour-package", "Short Hair Colour Package", "2h 15min", "A$ 184"],
  ["/services/cut-packages/long-hair-wash-cut-blowdry", "Long Hair Wash, Cut & Blow-dry", "1h 15min", "A$ 99"],
  ["/services/cut-packages/mid-length-wash-cut-blowdry", "Mid-Length Wash, Cut & Blow-dry", "1h", "A$ 89"],
  ["/services/cut-packages/short-wash-cut-blowdry", "Short Wash, Cut & Blow-dry", "1h", "A$ 79"],
  ["/services/cut-packages/kids-cut-blowdry-bundle", "Kids Cut & Blow-dry Bundle", "40min", "A$ 54"],
  ["/services/kids-formal/primary-formal-hairstyle", "Primary Formal Hairstyle", "45min", "A$ 59"],
  ["/services/kids-formal/high-school-formal-hairstyle", "High School Formal Hairstyle", "1h", "A$ 69"],
];

const allItems = serviceCategories.flatMap((category) => category.items.map((item) => ({ category: category.slug, ...item })));
const item = (title: string) => allItems.find((i) => i.title === title);

describe("the service menu", () => {
  it("has the 14 sections with their anchors, in the booking system's order, and 59 items", () => {
    expect(serviceCategories.map((c) => [c.slug, c.items.length])).toEqual(menuShape);
    expect(allItems).toHaveLength(59);
  });

  it("writes every price as the menu does and every item has a description", () => {
    for (const i of allItems) {
      expect(i.price, i.title).toMatch(/^(Free|(from )?A\$ \d+(\.\d{2})?)$/);
      expect(i.description.length, i.title).toBeGreaterThan(30);
      if (i.duration) expect(i.duration, i.title).toMatch(/^(\d+h)?( ?\d+min)?$/);
    }
  });

  it("carries the menu's sample prices", () => {
    expect(serviceCategories[0]?.items.map((i) => i.price)).toEqual(["A$ 324", "A$ 349", "A$ 234"]);
    expect(["Short wash/cut/blow-dry", "Mid-length wash/cut/blow-dry", "Long Hair wash/cut/blow-dry"].map((t) => item(t)?.price)).toEqual([
      "A$ 79",
      "A$ 89",
      "A$ 99",
    ]);
    expect(item("Kids cut & blowdry bundle")?.price).toBe("A$ 54");
    expect(item("Primary Formal Hairstyle")?.price).toBe("A$ 59");
    expect(item("High School Formal Hairstyle")?.price).toBe("A$ 69");
    expect(item("Hot Towel Treatment Add On")?.price).toBe("A$ 12.50");
    expect(item("Step 2- Rinse, dry/straighten")?.price).toBe("A$ 350");
    expect(item("Step 1- Cleanse, Treat & Heat")?.price).toBe("Free");
    expect(item("Infrared Sauna")?.price).toBe("from A$ 25");
  });

  it("shows bundle counts only where the menu has them", () => {
    const bundles = allItems.filter((i) => i.serviceCount !== undefined);
    expect(bundles.map((i) => i.category)).toEqual([
      ...Array(3).fill("smoothing"),
      ...Array(5).fill("foil-packages"),
      ...Array(3).fill("colouring-packages"),
      ...Array(4).fill("cut-packages"),
      "timeout",
    ]);
  });

  it("links exactly the 15 detail pages, each to a detail of its own category with the same price and duration", () => {
    const linked = allItems.filter((i) => i.detailSlug);
    expect(linked).toHaveLength(15);
    for (const i of linked) {
      const detail = findServiceDetail(i.category, i.detailSlug ?? "");
      expect(detail, i.title).toBeDefined();
      expect(detail?.price).toBe(i.price);
      expect(detail?.duration).toBe(i.duration);
    }
  });
});

describe("the 15 service detail pages", () => {
  it("match the facts table: URL, title, duration and price", () => {
    expect(serviceDetails.map((d) => [`/services/${d.categorySlug}/${d.slug}`, d.title, d.duration, d.price])).toEqual(detailPages);
  });

  it("have unique slugs and complete content", () => {
    expect(new Set(serviceDetails.map((d) => d.slug)).size).toBe(15);
    for (const d of serviceDetails) {
      expect(d.tagline.length, d.slug).toBeGreaterThan(20);
      expect(d.description.split("\n\n").length, d.slug).toBeGreaterThanOrEqual(2);
      expect(d.metaDescription.length, d.slug).toBeGreaterThanOrEqual(120);
      expect(d.metaDescription.length, d.slug).toBeLessThanOrEqual(160);
      expect(d.whatsIncluded.length, d.slug).toBeGreaterThanOrEqual(3);
      expect(d.whoItsFor.length, d.slug).toBeGreaterThanOrEqual(3);
      expect(d.process.length, d.slug).toBeGreaterThanOrEqual(4);
      for (const step of d.process) {
        expect(step.step.length).toBeGreaterThan(2);
        expect(step.description.length).toBeGreaterThan(20);
      }
      expect(d.benefits?.length ?? 0, d.slug).toBeGreaterThanOrEqual(3);
      expect(d.faqs?.length ?? 0, d.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("never reuse a tagline, description or meta description", () => {
    for (const field of ["tagline", "description", "metaDescription"] as const) {
      expect(new Set(serviceDetails.map((d) => d[field])).size, field).toBe(15);
    }
  });

  it("relate only to other detail pages that exist", () => {
    for (const d of serviceDetails) {
      expect(d.relatedServices.length, d.slug).toBeGreaterThanOrEqual(2);
      expect(d.relatedServices, d.slug).not.toContain(d.slug);
      for (const slug of d.relatedServices) expect(findServiceDetailBySlug(slug), `${d.slug} → ${slug}`).toBeDefined();
    }
  });

  it("exist for the five categories with detail pages, with their counts", () => {
    const counts = Object.fromEntries(
      ["smoothing", "foil-packages", "colouring-packages", "cut-packages", "kids-formal"].map((c) => [
        c,
        serviceDetails.filter((d) => d.categorySlug === c).length,
      ]),
    );
    expect(counts).toEqual({ smoothing: 3, "foil-packages": 3, "colouring-packages": 3, "cut-packages": 4, "kids-formal": 2 });
  });
});

describe("the names the menu page shows", () => {
  /** Words kept capitalised inside a name: the treatment's brand, the tool's maker and the first word. */
  const properWords = new Set(["Straight", "Up", "GHD"]);

  it("reads every name in sentence case, with no booking-system shorthand", () => {
    for (const entry of [...serviceCategories, ...allItems]) {
      const name = menuName(entry);
      expect(name, entry.title).toMatch(/^[A-Z0-9]/);
      expect(name, entry.title).not.toMatch(/[/+]|\bPP\b/);
      const capitalised = name.split(/\s+/).slice(1).filter((word) => /^[A-Z]/.test(word) && !properWords.has(word.replace(/\W/g, "")));
      expect(capitalised, name).toEqual([]);
    }
  });

  it("keeps the booking system's name beside each display name, for booking", () => {
    const lines = menuLines(contentMenuSections()).flatMap((category) => category.lines);
    // Every priced item is a line under its booking name; the free steps are shown inside their package instead.
    expect(lines.map((line) => line.bookingName)).toEqual(allItems.filter((i) => i.price !== "Free").map((i) => i.title));
    expect(lines.find((line) => line.bookingName === "GHD Curls SHORT")?.name).toBe("GHD curls, short hair");
    expect(lines.find((line) => line.bookingName === "1/4 head of foils")?.name).toBe("Quarter-head foils");
  });

  it("gives no two services of a category the same name", () => {
    for (const category of menuLines(contentMenuSections())) {
      const names = category.lines.map((line) => line.name);
      expect(new Set(names).size, category.slug).toBe(names.length);
    }
  });
});
