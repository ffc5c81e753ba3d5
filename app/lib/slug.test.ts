import { describe, expect, it } from "vitest";
import { slugFrom, slugPattern } from "./slug";

describe("slugs", () => {
  it("makes an address from a name", () => {
    expect(slugFrom("Long/Thick Straight Up Smoothing")).toBe("long-thick-straight-up-smoothing");
    expect(slugFrom("Cut & Blow-dry (kids)")).toBe("cut-and-blow-dry-kids");
    expect(slugFrom("Frizz & Humidity: What Works!")).toBe("frizz-and-humidity-what-works");
    expect(slugFrom("Crème Rinse & Shine — 300 ml")).toBe("creme-rinse-and-shine-300-ml");
    expect(slugFrom("!!!")).toBe("");
  });

  it("keeps at most 80 characters and never ends on a hyphen", () => {
    const slug = slugFrom(`${"a".repeat(79)} b`);
    expect(slug).toBe("a".repeat(79));
    expect(slugFrom("word ".repeat(30)).length).toBeLessThanOrEqual(80);
  });

  it("accepts only lowercase words joined by single hyphens", () => {
    for (const good of ["balayage", "mid-length-smoothing", "100-ml"]) expect(slugPattern.test(good), good).toBe(true);
    for (const bad of ["", "Balayage", "two--hyphens", "-leading", "trailing-", "with space"]) expect(slugPattern.test(bad), bad).toBe(false);
  });

  it("makes only slugs the pattern accepts, or nothing", () => {
    for (const name of ["Crème brûlée blonde", "A & B", "  --  ", "Ünïcödé 2026"]) {
      const slug = slugFrom(name);
      expect(slug === "" || slugPattern.test(slug), name).toBe(true);
    }
  });
});
