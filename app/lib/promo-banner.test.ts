import { describe, expect, it } from "vitest";
import { defaultPromoBanner, promoBannerOn } from "./promo-banner";

describe("promo banner", () => {
  it("shows the shop's offer and the gift-pack link until the owner changes it", () => {
    expect(promoBannerOn(defaultPromoBanner, "2026-11-25")).toEqual({
      withOffer: true,
      text: "Christmas Gift Packs now available",
      link: "/collections/christmas-gift-packs",
    });
  });

  it("shows only on its dates, both included", () => {
    const dated = { ...defaultPromoBanner, startsOn: "2026-12-01", endsOn: "2026-12-24" };
    expect(promoBannerOn(dated, "2026-11-30")).toBeNull();
    expect(promoBannerOn(dated, "2026-12-01")).not.toBeNull();
    expect(promoBannerOn(dated, "2026-12-24")).not.toBeNull();
    expect(promoBannerOn(dated, "2026-12-25")).toBeNull();
    expect(promoBannerOn({ ...defaultPromoBanner, startsOn: "2026-12-01" }, "2027-06-01")).not.toBeNull();
  });

  it("shows nothing when off, or with nothing to say", () => {
    expect(promoBannerOn({ ...defaultPromoBanner, enabled: false }, "2026-11-25")).toBeNull();
    expect(promoBannerOn({ ...defaultPromoBanner, withOffer: false, text: "" }, "2026-11-25")).toBeNull();
  });
});
