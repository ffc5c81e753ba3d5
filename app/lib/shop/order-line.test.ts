import { describe, expect, it } from "vitest";
import { orderLineLabel } from "./order-line";

describe("order line label", () => {
  it("names the product, then the variant once", () => {
    expect(orderLineLabel({ title: "Wet Brush Original Detangler", variantTitle: "Pink" })).toBe("Wet Brush Original Detangler – Pink");
  });

  it("is the product alone without a variant, or with Shopify's placeholder variant", () => {
    expect(orderLineLabel({ title: "Nourishing Hair Oil", variantTitle: null })).toBe("Nourishing Hair Oil");
    expect(orderLineLabel({ title: "Nourishing Hair Oil" })).toBe("Nourishing Hair Oil");
    expect(orderLineLabel({ title: "Nourishing Hair Oil", variantTitle: "Default Title" })).toBe("Nourishing Hair Oil");
  });

  it("does not repeat a variant an older order already carries in its title", () => {
    expect(orderLineLabel({ title: "Wet Brush Original Detangler – Pink", variantTitle: "Pink" })).toBe(
      "Wet Brush Original Detangler – Pink",
    );
    expect(orderLineLabel({ title: "Silk Pillowcase (Champagne)", variantTitle: "Champagne" })).toBe("Silk Pillowcase (Champagne)");
  });

  it("keeps a variant that only looks like the end of a word", () => {
    expect(orderLineLabel({ title: "Blush Pink", variantTitle: "Pink" })).toBe("Blush Pink – Pink");
  });
});
