import { describe, expect, it } from "vitest";
import { findDiscount } from "./discount-codes.server";

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
});
