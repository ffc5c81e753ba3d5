import { describe, expect, it } from "vitest";
import { auditDetailText } from "./audit-detail";

describe("an audit entry's detail as a line of text", () => {
  it("shows changes as before → after, and nothing as none", () => {
    expect(auditDetailText({ time: { to: "03:15", from: "02:00" }, keepDays: { from: null, to: 14 } })).toBe("time: 02:00 → 03:15; keepDays: none → 14");
  });

  it("lists arrays and nests objects in brackets", () => {
    expect(auditDetailText({ added: 1, hiddenServices: [], prices: [{ service: "toner", price: { from: "A$ 28", to: "A$ 31" } }] })).toBe(
      "added: 1; hiddenServices: none; prices: (service: toner; price: A$ 28 → A$ 31)",
    );
    expect(auditDetailText({ checked: true, problem: null })).toBe("checked: true; problem: none");
    expect(auditDetailText({})).toBe("");
  });
});
