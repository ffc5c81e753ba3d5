import { describe, expect, it } from "vitest";
import { leads } from "~/config/salon";
import { isShopPath, leavesThroughTop } from "./exit-intent";

describe("exit intent", () => {
  it("belongs to collection and product pages only", () => {
    expect(isShopPath("/collections")).toBe(true);
    expect(isShopPath("/collections/christmas-gift-packs")).toBe(true);
    expect(isShopPath("/products/silk-pillowcase")).toBe(true);
    expect(isShopPath("/")).toBe(false);
    expect(isShopPath("/contact")).toBe(false);
    expect(isShopPath("/collectionsale")).toBe(false);
  });

  it("fires only when the pointer leaves through the top edge", () => {
    expect(leavesThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(leavesThroughTop({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(leavesThroughTop({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(leavesThroughTop({ clientY: -3, relatedTarget: {} as EventTarget })).toBe(false);
  });

  it("offers the 7-Day Frizz-Free Plan and 5% off, worth 30 as a lead", () => {
    expect(leads.exitIntent).toMatchObject({ title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7", discountPercent: 5 });
    expect(leads.exitIntentLeadValue).toBe(30);
  });
});
