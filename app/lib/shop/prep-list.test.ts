import { describe, expect, it } from "vitest";
import { prepList } from "./prep-list";

const item = (sku: string, title: string, quantity: number) => ({ sku, title, quantity });

describe("prepList", () => {
  it("sums each product and variant across orders, and says which orders want it", () => {
    const lines = prepList([
      { number: 1001, items: [item("SP-CHA", "Silk Pillowcase – Charcoal", 1), item("HDS", "Heat Defense Spray", 2)] },
      { number: 1002, items: [item("SP-IVO", "Silk Pillowcase – Ivory", 1), item("HDS", "Heat Defense Spray", 1)] },
      { number: 1003, items: [item("SP-CHA", "Silk Pillowcase – Charcoal", 3)] },
    ]);
    expect(lines).toEqual([
      { sku: "HDS", title: "Heat Defense Spray", quantity: 3, orders: [1001, 1002] },
      { sku: "SP-CHA", title: "Silk Pillowcase – Charcoal", quantity: 4, orders: [1001, 1003] },
      { sku: "SP-IVO", title: "Silk Pillowcase – Ivory", quantity: 1, orders: [1002] },
    ]);
  });

  it("keeps variants of one product apart even when their titles match", () => {
    const lines = prepList([{ number: 7, items: [item("A-300", "Shampoo", 1), item("A-1L", "Shampoo", 2)] }]);
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([
      ["A-1L", 2],
      ["A-300", 1],
    ]);
  });

  it("names an order once when it holds the same variant on two lines", () => {
    expect(prepList([{ number: 9, items: [item("X", "Brush", 1), item("X", "Brush", 1)] }])).toEqual([
      { sku: "X", title: "Brush", quantity: 2, orders: [9] },
    ]);
  });

  it("is empty when nothing is open", () => {
    expect(prepList([])).toEqual([]);
  });
});
