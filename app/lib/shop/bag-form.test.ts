import { describe, expect, it } from "vitest";
import { bagFormSchema, cardVariantUnavailable, missingVariantMessage, optionsFromForm, variantRequired } from "./bag-form";

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
    expect(bagFormSchema.parse({ intent: "add", source: "elsewhere", variantId: "" })).toMatchObject({ source: "product", variantId: undefined });
    expect(bagFormSchema.parse({ intent: "update", lineId: "l1", quantity: "2" })).toMatchObject({ quantity: 2 });
    expect(bagFormSchema.safeParse({ intent: "update", lineId: "l1", quantity: "-1" }).success).toBe(false);
    expect(bagFormSchema.safeParse({ intent: "drop" }).success).toBe(false);
  });

  it("collects the option selectors of a product form", () => {
    expect(optionsFromForm([["option.Size", "1 L"], ["option.Scent", "Citrus Grove"], ["intent", "add"]])).toEqual({ Size: "1 L", Scent: "Citrus Grove" });
  });
});
