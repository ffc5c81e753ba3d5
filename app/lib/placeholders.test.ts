import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholdersIn, unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders";
import { placeholderNames, placeholderValues } from "./salon-placeholders";

describe("placeholders", () => {
  it("lists each name once, in the order it first appears, spaces inside the braces allowed", () => {
    expect(placeholdersIn("Call {{phone}} or write to {{ email }}; {{phone}} again")).toEqual(["phone", "email"]);
    expect(placeholdersIn("No braces, { single } or {{}} here")).toEqual([]);
  });

  it("finds the names that are not on the list, and says them by name", () => {
    expect(unknownPlaceholders("Free over {{freeShippingOver}} from {{giftDesk}} and {{nope}}", placeholderNames)).toEqual(["giftDesk", "nope"]);
    expect(unknownPlaceholders("{{phone}} {{freeShippingOver}}", placeholderNames)).toEqual([]);
    expect(unknownPlaceholderMessage(["giftDesk"])).toBe("{{giftDesk}} is not a known placeholder.");
    expect(unknownPlaceholderMessage(["a", "b"])).toBe("{{a}}, {{b}} are not known placeholders.");
  });

  it("fills known names from the salon's facts, and stops at an unknown one naming where it was", () => {
    expect(fillPlaceholders("Free over {{freeShippingOver}}", placeholderValues("shipping"))).toBe("Free over $50");
    expect(fillPlaceholders("See {{ fulfilmentPage }}", placeholderValues("pickup"))).toBe("See Click & Collect");
    expect(() => fillPlaceholders("{{nope}}", placeholderValues("pickup"), "about page")).toThrow("about page: unknown placeholder {{nope}}");
  });

  it("offers the same names in both shop setups, each with a value", () => {
    expect(Object.keys(placeholderValues("shipping"))).toEqual(placeholderNames);
    for (const setup of ["pickup", "shipping"] as const) {
      for (const [name, value] of Object.entries(placeholderValues(setup))) expect(value.trim(), name).not.toBe("");
    }
  });
});
