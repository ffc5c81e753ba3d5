import { describe, expect, it } from "vitest";
import { serviceCategories } from "~/content/services";
import { areaPricedServiceRules, areaPricedServices, formatPrice, parsePrice, priceFromItems, priceQuote, priceQuotes } from "./area-services";

describe("area page priced services", () => {
  it("lists the six items of the 'Our Services' grid, priced from the salon's menu", () => {
    expect(areaPricedServices(serviceCategories)).toEqual([
      { name: "Foils", price: "from A$ 99", service: "quarter head of foils", slug: "foils" },
      { name: "Regrowth colour", price: "A$ 79", service: "regrowth colour", slug: "tints" },
      { name: "Toner", price: "from A$ 29", service: "toner", slug: "tints" },
      { name: "Straight Up smoothing", price: "A$ 324", service: "mid-length Straight Up smoothing", slug: "smoothing" },
      { name: "Cut & blow-dry", price: "from A$ 79", service: "short wash, cut & blow-dry", slug: "cut-packages" },
      { name: "Blow-dry", price: "from A$ 44", service: "short hair blow-dry", slug: "blow-dry" },
    ]);
  });

  it("quotes each price with the service it is for", () => {
    const quotes = Object.fromEntries(Object.entries(priceQuotes(serviceCategories)).map(([name, quote]) => [name, priceQuote(quote)]));
    expect(quotes).toMatchObject({
      "Cut & blow-dry": "from A$ 79 — short wash, cut & blow-dry",
      "Straight Up smoothing": "A$ 324 — mid-length Straight Up smoothing",
      "Foils": "from A$ 99 — quarter head of foils",
    });
    // A menu change moves the quote with it: the price and the service named are the cheapest item's.
    const cheaperLong = serviceCategories.map((c) =>
      c.slug === "cut-packages" ? { ...c, items: c.items.map((i) => (i.title === "Long Hair wash/cut/blow-dry" ? { ...i, price: "A$ 75" } : i)) } : c,
    );
    expect(priceQuotes(cheaperLong)["Cut & blow-dry"]).toEqual({ price: "from A$ 75", service: "long hair wash, cut & blow-dry" });
  });

  it("falls back to the default prices when the catalogue has no matching items", () => {
    expect(areaPricedServices([]).map((item) => `${item.name}: ${item.price}`)).toEqual([
      "Foils: from A$ 180",
      "Regrowth colour: from A$ 130",
      "Toner: from A$ 95",
      "Straight Up smoothing: A$ 324",
      "Cut & blow-dry: A$ 85",
      "Blow-dry: from A$ 65",
    ]);
  });

  it("uses a catalogue price as soon as one matching item exists", () => {
    const catalogue = [{ slug: "blow-dry", items: [{ title: "Long Hair", price: "A$ 58" }] }];
    expect(areaPricedServices(catalogue).find((i) => i.name === "Blow-dry")).toMatchObject({ price: "A$ 58", service: "long hair blow-dry" });
  });

  it("names only menu items and /services sections that exist", () => {
    const anchors = serviceCategories.map((c) => c.slug);
    for (const rule of areaPricedServiceRules) {
      expect(anchors).toContain(rule.slug);
      const category = serviceCategories.find((c) => c.slug === rule.source.category);
      expect(category, rule.name).toBeDefined();
      for (const title of rule.source.titles ?? []) {
        expect(
          category?.items.map((i) => i.title),
          `${rule.name}: ${title}`,
        ).toContain(title);
      }
      const sources = (category?.items ?? []).filter((i) => !rule.source.titles || rule.source.titles.includes(i.title));
      for (const item of sources) expect(rule.serviceNames[item.title], `${rule.name}: a name for ${item.title}`).toBeTruthy();
    }
  });
});

describe("price text", () => {
  it("parses the menu's price styles", () => {
    expect(parsePrice("A$ 324")).toEqual({ amount: 324, from: false });
    expect(parsePrice("from A$ 25")).toEqual({ amount: 25, from: true });
    expect(parsePrice("A$ 12.50")).toEqual({ amount: 12.5, from: false });
    expect(parsePrice("A$180")).toEqual({ amount: 180, from: false });
    expect(parsePrice("Free")).toEqual({ amount: 0, from: false });
    expect(parsePrice("ask us")).toBeNull();
  });

  it("formats prices in the menu's style", () => {
    expect(formatPrice(324)).toBe("A$ 324");
    expect(formatPrice(12.5)).toBe("A$ 12.50");
    expect(formatPrice(29, true)).toBe("from A$ 29");
  });

  it("gives the lowest of several prices as 'from', and one price as it is", () => {
    expect(priceFromItems(["A$ 99", "A$ 134", "A$ 164"])).toBe("from A$ 99");
    expect(priceFromItems(["A$ 79"])).toBe("A$ 79");
    expect(priceFromItems(["from A$ 29"])).toBe("from A$ 29");
    expect(priceFromItems(["A$ 50", "A$ 50"])).toBe("A$ 50");
    expect(priceFromItems(["n/a"])).toBeNull();
    expect(priceFromItems([])).toBeNull();
  });
});
