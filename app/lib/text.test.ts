import { describe, expect, it } from "vitest";
import { truncate } from "./text";

describe("truncate", () => {
  it("keeps short text as it is", () => {
    expect(truncate("  Lovely salon  ", 50)).toBe("Lovely salon");
  });
  it("cuts to the limit and adds an ellipsis", () => {
    const text = "Claire fixed my colour after a box-dye disaster and I could not be happier with it.";
    const cut = truncate(text, 50);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
