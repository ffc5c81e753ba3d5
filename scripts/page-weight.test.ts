import { describe, expect, it } from "vitest";
import { cssBudgetKb, elementBudget, weightLines } from "./page-weight";

describe("page weight", () => {
  it("allows the service menu more elements than any other page", () => {
    expect(elementBudget("/services")).toBe(1200);
    expect(elementBudget("/")).toBe(800);
    expect(elementBudget("/services/smoothing/mid-length-straight-up-smoothing")).toBe(800);
  });

  it("passes a page at its budgets and names one over either", () => {
    const atBudget = { path: "/", elements: elementBudget("/"), cssBytes: [cssBudgetKb * 1024] };
    const tooMany = { path: "/contact", elements: elementBudget("/contact") + 1, cssBytes: [1024] };
    const tooMuchCss = { path: "/services", elements: 10, cssBytes: [cssBudgetKb * 1024, 1] };
    const { lines, over } = weightLines([atBudget, tooMany, tooMuchCss]);
    expect(over).toEqual(["/contact", "/services"]);
    expect(lines).toHaveLength(4);
  });

  it("adds up every stylesheet a page loads", () => {
    const { lines } = weightLines([{ path: "/", elements: 1, cssBytes: [1024, 512] }]);
    expect(lines[1]).toContain(" 1.5 KB");
  });
});
