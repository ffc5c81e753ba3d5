import { describe, expect, it } from "vitest";
import { parsePriceText, schemaPrice } from "./service-price";

describe("parsePriceText", () => {
  it("reads fixed, starting, cent and free prices exactly as the menu writes them", () => {
    expect(parsePriceText("A$ 324")).toEqual({ amount: 324, from: false });
    expect(parsePriceText("from A$ 50")).toEqual({ amount: 50, from: true });
    expect(parsePriceText("A$ 12.50")).toEqual({ amount: 12.5, from: false });
    expect(parsePriceText("Free")).toEqual({ amount: 0, from: false });
  });

  it("refuses text that is not a menu price", () => {
    expect(parsePriceText("POA")).toBeNull();
    expect(parsePriceText("$324")).toBeNull();
    expect(parsePriceText("")).toBeNull();
  });
});

describe("schemaPrice", () => {
  it("gives two decimals for structured data", () => {
    expect(schemaPrice("A$ 349")).toBe("349.00");
    expect(schemaPrice("A$ 12.50")).toBe("12.50");
    expect(schemaPrice("Free")).toBe("0.00");
    expect(schemaPrice("call us")).toBeNull();
  });
});
