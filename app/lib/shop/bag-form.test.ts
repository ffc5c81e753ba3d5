import { describe, expect, it } from "vitest";
import {
  bagFormSchema,
  cardVariantUnavailable,
  missingVariantMessage,
  optionsFromForm,
  unknownBagAction,
  variantRequired,
} from "./bag-form";

describe("bag form", () => {
  it("says which message a missing variant gets, by where the button is", () => {
    expect(missingVariantMessage("collection")).toBe(cardVariantUnavailable);
    expect(missingVariantMessage("product")).toBe(variantRequired);
    expect(variantRequired).toBe("Variant ID is required");
    expect(cardVariantUnavailable).toBe("Product variant unavailable. Please try again.");
  });

  it("reads add, update and checkout posts and refuses nonsense", () => {
    expect(bagFormSchema.parse({ intent: "add", source: "collection", variantId: " gid://shopify/ProductVariant/1 " })).toMatchObject({
      intent: "add",
      source: "collection",
      variantId: "gid://shopify/ProductVariant/1",
    });
    expect(bagFormSchema.parse({ intent: "add", source: "elsewhere", variantId: "" })).toMatchObject({
      source: "product",
      variantId: undefined,
    });
    expect(bagFormSchema.parse({ intent: "update", lineId: "l1", quantity: "2" })).toMatchObject({ quantity: 2 });
    expect(bagFormSchema.safeParse({ intent: "update", lineId: "l1", quantity: "-1" }).success).toBe(false);
    expect(bagFormSchema.safeParse({ intent: "drop" }).success).toBe(false);
  });

  it("explains a refused post in plain words", () => {
    const message = (input: unknown) => bagFormSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ intent: "drop" })).toBe(unknownBagAction);
    expect(message({})).toBe(unknownBagAction);
    expect(message({ intent: "update", lineId: "l1", quantity: "lots" })).toBe("Please choose a quantity from 0 to 99.");
    expect(message({ intent: "update", lineId: "l1", quantity: "100" })).toBe("Please choose a quantity from 0 to 99.");
    expect(message({ intent: "update", lineId: "x".repeat(301), quantity: "1" })).toBe("Which item should change?");
    expect(message({ intent: "add", variantId: "x".repeat(301) })).toBe(
      "We couldn't find that product. Please choose it again from the shop.",
    );
  });

  it("collects the option selectors of a product form", () => {
    expect(
      optionsFromForm([
        ["option.Size", "1 L"],
        ["option.Scent", "Citrus Grove"],
        ["intent", "add"],
      ]),
    ).toEqual({ Size: "1 L", Scent: "Citrus Grove" });
  });
});
