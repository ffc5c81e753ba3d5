import { describe, expect, it } from "vitest";
import { checkRefund, moneySummary, refundableHint, returnableUnits, returnedField, typedReturns, type PastMoneyEvent } from "./refunds";

// Two sprays at $32 and a pack at $89, $10 off: $143 paid.
const order = {
  totalCents: 14_300,
  items: [
    { sku: "WT-HDS", title: "Heat Defence Spray", quantity: 2 },
    { sku: "WT-GP-ULT", title: "Ultimate Pamper Pack", quantity: 1 },
  ],
};
const input = (over: Partial<{ amount: string; returned: string[]; reason: string; restock: boolean }> = {}) => ({ amount: "", returned: [], reason: "Changed her mind", restock: true, ...over });

describe("refund arithmetic", () => {
  it("records a full refund of the total, leaving nothing", () => {
    const result = checkRefund(order, [], input({ amount: "143.00" }));
    expect(result).toEqual({ ok: true, event: { kind: "refund", amountCents: 14_300, lines: [], reason: "Changed her mind", restocked: false } });
    if (!result.ok) return;
    expect(moneySummary(order.totalCents, [result.event])).toEqual({ paidCents: 14_300, refundedCents: 14_300, netCents: 0 });
  });

  it("records a partial refund in cents without floating point", () => {
    const result = checkRefund(order, [], input({ amount: "$12.1" }));
    expect(result.ok && result.event.amountCents).toBe(1_210);
    expect(moneySummary(order.totalCents, [{ amountCents: 1_210, lines: [] }]).netCents).toBe(13_090);
  });

  it("records a return of some units of a line, with stock going back when asked", () => {
    const result = checkRefund(order, [], input({ amount: "32", returned: ["1", "0"] }));
    expect(result).toMatchObject({ ok: true, event: { kind: "return", amountCents: 3_200, lines: [{ sku: "WT-HDS", quantity: 1 }], restocked: true } });
    const kept = checkRefund(order, [], input({ amount: "0", returned: ["", "1"], restock: false }));
    expect(kept).toMatchObject({ ok: true, event: { kind: "return", amountCents: 0, lines: [{ sku: "WT-GP-ULT", quantity: 1 }], restocked: false } });
  });

  it("never refunds more than the total", () => {
    const result = checkRefund(order, [], input({ amount: "143.01" }));
    expect(result).toEqual({ ok: false, errors: { amount: expect.stringContaining("$143.00") } });
  });

  it("counts earlier refunds: the rest can go back, one cent more cannot", () => {
    const past: PastMoneyEvent[] = [
      { amountCents: 5_000, lines: [] },
      { amountCents: 3_200, lines: [{ sku: "WT-HDS", quantity: 1 }] },
    ];
    expect(moneySummary(order.totalCents, past)).toEqual({ paidCents: 14_300, refundedCents: 8_200, netCents: 6_100 });
    expect(checkRefund(order, past, input({ amount: "61.01" }))).toEqual({ ok: false, errors: { amount: expect.stringContaining("$61.00") } });
    expect(checkRefund(order, past, input({ amount: "61" })).ok).toBe(true);
    const done = [...past, { amountCents: 6_100, lines: [] }];
    expect(refundableHint(order.totalCents, past)).toBe("Up to $61.00: that much is a full refund.");
    expect(checkRefund(order, done, input({ amount: "0.01" }))).toEqual({ ok: false, errors: { amount: expect.stringContaining("already refunded in full") } });
  });

  it("never takes back more units than were bought less those already returned", () => {
    const past: PastMoneyEvent[] = [{ amountCents: 3_200, lines: [{ sku: "WT-HDS", quantity: 1 }] }];
    expect(returnableUnits(order, past)).toEqual([1, 1]);
    expect(checkRefund(order, past, input({ returned: ["2"] }))).toEqual({ ok: false, errors: { [returnedField(0)]: expect.stringContaining("Only 1 of Heat Defence Spray") } });
    const all: PastMoneyEvent[] = [...past, { amountCents: 0, lines: [{ sku: "WT-HDS", quantity: 1 }] }];
    expect(checkRefund(order, all, input({ returned: ["1"] }))).toEqual({ ok: false, errors: { [returnedField(0)]: expect.stringContaining("already returned") } });
  });

  it("asks for an amount or items, a readable amount, whole units and a reason", () => {
    expect(checkRefund(order, [], input())).toEqual({ ok: false, errors: { amount: expect.stringContaining("Enter the amount") } });
    expect(checkRefund(order, [], input({ amount: "12.345", returned: ["1.5"], reason: " " }))).toEqual({
      ok: false,
      errors: { amount: expect.stringContaining("dollars and cents"), [returnedField(0)]: "Enter a whole number of items.", reason: expect.stringContaining("reason") },
    });
  });

  it("reads the units per line from the posted form, by index", () => {
    const form = new FormData();
    form.set(returnedField(1), "2");
    form.set("amount", "5");
    expect(typedReturns(form)).toEqual(["", "2"]);
  });
});
