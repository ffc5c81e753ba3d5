import { describe, expect, it } from "vitest";
import { discountCents } from "./discount";

describe("discount amounts", () => {
  it("takes the percentage off, rounded to the cent", () => {
    const code = { code: "ANY", percent: 5 };
    expect(discountCents(12100, code)).toBe(605);
    expect(discountCents(2800, code)).toBe(140);
    expect(discountCents(3333, code)).toBe(167); // 166.65
    expect(discountCents(0, code)).toBe(0);
    expect(discountCents(12100, null)).toBe(0);
  });
});
