import { describe, expect, it } from "vitest";
import { centsToAmount, centsToDollars, dollarsToCents, formatPrice, priceNamesCurrency, toAmount } from "./money";

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

  it("turns typed dollars into cents and back without floating point", () => {
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("$10")).toBe(1000);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("1,000")).toBeNull();
    expect(dollarsToCents("-5")).toBeNull();
    expect(dollarsToCents("34.955")).toBeNull();
    expect(dollarsToCents("34.9")).toBe(3490);
    // 0.1 + 0.2 style drift cannot happen: every price from 0.00 to 99.99 comes back as it was typed.
    for (let cents = 0; cents < 10_000; cents++) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    expect(centsToDollars(750)).toBe("7.50");
    expect(centsToDollars(1999)).toBe("19.99");
  });
});
