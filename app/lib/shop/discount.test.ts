import { describe, expect, it } from "vitest";
import { discountCents, findDiscount } from "./discount";

describe("discount codes", () => {
  it("knows the exit-intent offer's code, whatever its case or spacing", () => {
    expect(findDiscount("FRIZZFREE5")).toEqual({ code: "FRIZZFREE5", percent: 5 });
    expect(findDiscount(" frizz free5 ")).toEqual({ code: "FRIZZFREE5", percent: 5 });
  });

  it("knows no other code", () => {
    expect(findDiscount("FRIZZFREE50")).toBeNull();
    expect(findDiscount("")).toBeNull();
    expect(findDiscount("<script>")).toBeNull();
  });

  it("takes 5% off, rounded to the cent", () => {
    const code = findDiscount("FRIZZFREE5");
    expect(discountCents(12100, code)).toBe(605);
    expect(discountCents(2800, code)).toBe(140);
    expect(discountCents(3333, code)).toBe(167); // 166.65
    expect(discountCents(0, code)).toBe(0);
    expect(discountCents(12100, null)).toBe(0);
  });
});
