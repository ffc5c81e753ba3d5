import { describe, expect, it } from "vitest";
import { centsToAmount, formatPrice, priceNamesCurrency, toAmount } from "./money";

describe("money", () => {
  it("shows prices with 2 decimals", () => {
    expect(formatPrice(28)).toBe("$28.00");
    expect(formatPrice("35.5")).toBe("$35.50");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });

  it("reads storefront decimal strings safely", () => {
    expect(toAmount("28.0")).toBe(28);
    expect(toAmount("oops")).toBe(0);
    expect(toAmount(null)).toBe(0);
    expect(centsToAmount(2895)).toBe("28.95");
  });

  it("names a foreign currency once: the code is already in the price, so a total adds it only for dollars", () => {
    expect(formatPrice(10, "USD")).toMatch(/^USD\s10\.00$/);
    expect(priceNamesCurrency("USD")).toBe(true);
    expect(priceNamesCurrency("usd")).toBe(true);
    expect(priceNamesCurrency("AUD")).toBe(false);
  });
});
