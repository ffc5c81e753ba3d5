import { describe, expect, it } from "vitest";
import { matchesPriceFilter, parsePriceFilter, priceBand, priceFilters } from "./price-bands";

describe("price bands", () => {
  it("offers the four filters with their labels", () => {
    expect(priceFilters.map((f) => f.label)).toEqual(["All Prices", "Under $80", "$80 - $90", "Over $90"]);
  });

  it("puts 80 and 90 inside the middle band (inclusive) and splits at the edges", () => {
    expect(priceBand(79.99)).toBe("under-80");
    expect(priceBand(80)).toBe("80-90");
    expect(priceBand(85)).toBe("80-90");
    expect(priceBand(90)).toBe("80-90");
    expect(priceBand(90.01)).toBe("over-90");
    expect(priceBand(0)).toBe("under-80");
  });

  it("filters by band, and All Prices keeps everything", () => {
    const prices = [28, 79, 80, 90, 91, 129];
    expect(prices.filter((p) => matchesPriceFilter(p, "under-80"))).toEqual([28, 79]);
    expect(prices.filter((p) => matchesPriceFilter(p, "80-90"))).toEqual([80, 90]);
    expect(prices.filter((p) => matchesPriceFilter(p, "over-90"))).toEqual([91, 129]);
    expect(prices.filter((p) => matchesPriceFilter(p, "all"))).toEqual(prices);
  });

  it("reads the filter from the URL and ignores unknown values", () => {
    expect(parsePriceFilter("80-90")).toBe("80-90");
    expect(parsePriceFilter("cheap")).toBe("all");
    expect(parsePriceFilter(null)).toBe("all");
  });
});
