import { describe, expect, it } from "vitest";
import { formattedAddress, shipping } from "~/config/salon";
import { defaultFulfilment, fulfilmentCopy, fulfilmentFor, fulfilmentPolicyPath, linkLabel, wording } from "./fulfilment";

const everyText = (copy: ReturnType<typeof fulfilmentCopy>) =>
  [
    copy.banner,
    copy.trust.title,
    copy.trust.text,
    copy.productPromise.title,
    copy.productPromise.text,
    copy.bagNote,
    copy.nextStep,
    copy.policyLabel,
  ].join(" ");

describe("fulfilment wording: pick-up with the embedded shop, shipping with Shopify", () => {
  it("is pick-up with the embedded storefront (the default) and shipping with Shopify", () => {
    expect(fulfilmentFor("embedded")).toBe("pickup");
    expect(fulfilmentFor("shopify")).toBe("shipping");
    expect(defaultFulfilment).toBe("pickup");
  });

  it("never speaks of shipping, delivery or postage while only pick-up exists", () => {
    const text = everyText(fulfilmentCopy("pickup"));
    expect(text).not.toMatch(/\bship|deliver|postage|dispatch|courier/i);
    expect(fulfilmentCopy("pickup").banner).toBe("Free click and collect from our Bangor salon, pay when you pick up");
    expect(fulfilmentCopy("pickup").nextStep).toContain(formattedAddress);
    expect(fulfilmentCopy("pickup").nextStep).toContain(shipping.processingDays);
  });

  it("keeps the shipping policy's threshold and times when Shopify ships", () => {
    const copy = fulfilmentCopy("shipping");
    expect(copy.banner).toBe(`Free shipping on orders over $${shipping.freeStandardOver}`);
    expect(copy.trust).toMatchObject({ title: "Fast AU shipping", text: "Most orders ship in 1–2 business days" });
  });

  it("names the fulfilment page for the setup and leaves other links alone", () => {
    const pageName = (setup: "pickup" | "shipping") => fulfilmentCopy(setup).policyLabel;
    expect(linkLabel({ label: "Shipping Policy", to: fulfilmentPolicyPath }, pageName("pickup"))).toBe("Click & Collect");
    expect(linkLabel({ label: "Shipping Policy", to: fulfilmentPolicyPath }, pageName("shipping"))).toBe("Shipping Policy");
    expect(linkLabel({ label: "Privacy Policy", to: "/privacy" }, pageName("pickup"))).toBe("Privacy Policy");
  });

  it("picks the reading of content written both ways, and passes plain text through", () => {
    expect(wording({ pickup: "collect", shipping: "post" }, "pickup")).toBe("collect");
    expect(wording({ pickup: "collect", shipping: "post" }, "shipping")).toBe("post");
    expect(wording("same either way", "shipping")).toBe("same either way");
  });
});
