import { describe, expect, it } from "vitest";
import {
  artOfCategory,
  filledSummary,
  fixedSlots,
  focusFromTap,
  postSlugOf,
  removedNote,
  savedNote,
  shotList,
  slotElementId,
  slotImage,
  slotShapes,
  type ShotListSources,
} from "./photo-slots.ts";

const sources: ShotListSources = {
  categories: [
    { slug: "smoothing", name: "Smoothing" },
    { slug: "new-thing", name: "Something New" },
  ],
  services: [
    { slug: "long-smoothing", categorySlug: "smoothing", title: "Long Smoothing" },
    { slug: "orphan", categorySlug: "hidden", title: "Hidden Service" },
  ],
  packs: [{ handle: "shine-pack", title: "Shine Pack" }],
  posts: [{ slug: "frizz", title: "Frizz", art: "/images/blog/frizz.svg" }],
};

describe("the shot list", () => {
  const slots = shotList(sources);

  it("has every fixed place, each category followed by its service pages, then the packs and the posts", () => {
    expect(slots.map((slot) => slot.key)).toEqual([
      ...fixedSlots.map((slot) => slot.key),
      "category:smoothing",
      "service:smoothing/long-smoothing",
      "category:new-thing",
      "pack:shine-pack",
      "post:frizz",
    ]);
  });

  it("names the home hero, the portrait on home and about, the salon and the shopfront", () => {
    expect(fixedSlots.map((slot) => slot.key)).toEqual(["home-hero", "portrait", "salon", "shopfront"]);
    expect(fixedSlots.find((slot) => slot.key === "portrait")?.shows.map((place) => place.path)).toEqual(["/", "/about"]);
  });

  it("gives every slot a unique key, a page it shows on, and advice on light, framing and shape", () => {
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
    for (const slot of slots) {
      expect(slot.shows.length, slot.key).toBeGreaterThan(0);
      expect(slot.advice.light.length, slot.key).toBeGreaterThan(20);
      expect(slot.advice.framing.length, slot.key).toBeGreaterThan(20);
      expect(slotShapes[slot.shape], slot.key).toBeDefined();
      expect(slot.altHint, slot.key).toMatch(/^For example “.+”\.$/);
    }
  });

  it("links each slot to where it shows", () => {
    const byKey = new Map(slots.map((slot) => [slot.key, slot.shows[0]?.path]));
    expect(byKey.get("category:smoothing")).toBe("/services#smoothing");
    expect(byKey.get("service:smoothing/long-smoothing")).toBe("/services/smoothing/long-smoothing");
    expect(byKey.get("pack:shine-pack")).toBe("/products/shine-pack");
    expect(byKey.get("post:frizz")).toBe("/blog/frizz");
  });

  it("falls back to drawn art everywhere but the shopfront and the packs, whose pages read complete without a picture", () => {
    const withoutArt = slots.filter((slot) => slot.art === null).map((slot) => slot.key);
    expect(withoutArt).toEqual(["shopfront", "pack:shine-pack"]);
    // A category the drawings do not know shows the consultation; a service page shows its category's drawing.
    expect(slots.find((slot) => slot.key === "category:new-thing")?.art).toEqual(artOfCategory("anything-else"));
    expect(slots.find((slot) => slot.key === "service:smoothing/long-smoothing")?.art).toEqual(artOfCategory("smoothing"));
    expect(artOfCategory("smoothing")).not.toEqual(artOfCategory("anything-else"));
  });

  it("finds the post a blog slot belongs to", () => {
    expect(postSlugOf("post:frizz")).toBe("frizz");
    expect(postSlugOf("category:smoothing")).toBeNull();
  });

  it("gives each slot an element id made of letters, digits and dashes", () => {
    expect(slotElementId("service:smoothing/long-smoothing")).toBe("slot-service-smoothing-long-smoothing");
  });
});

describe("what a slot shows", () => {
  const photo = {
    url: "/photos/abcdefghijklmnopqrstuv-900.webp",
    alt: "Claire at her chair",
    width: 900,
    height: 1200,
    position: "50% 20%",
  };

  it("shows her photo at her focus point, else the drawing, else nothing", () => {
    const art = { src: "/images/a.svg", alt: "A drawing", width: 1600, height: 900 };
    expect(slotImage({ art }, photo)).toEqual({
      src: photo.url,
      alt: photo.alt,
      width: 900,
      height: 1200,
      position: "50% 20%",
      photo: true,
    });
    expect(slotImage({ art }, null)).toEqual({ ...art, position: null, photo: false });
    expect(slotImage({ art: null }, undefined)).toBeNull();
  });
});

describe("the focus point she taps", () => {
  it("is where the tap landed, in whole percent from the top left", () => {
    expect(focusFromTap(144, 96, 288, 384)).toEqual({ x: 50, y: 25 });
    expect(focusFromTap(0, 384, 288, 384)).toEqual({ x: 0, y: 100 });
    expect(focusFromTap(100, 100, 288, 384)).toEqual({ x: 35, y: 26 });
  });

  it("stays within the photo, and is refused when the numbers are not a tap", () => {
    expect(focusFromTap(-10, 500, 288, 384)).toEqual({ x: 0, y: 100 });
    expect(focusFromTap(Number.NaN, 10, 288, 384)).toBeNull();
    expect(focusFromTap(10, 10, 0, 384)).toBeNull();
  });
});

describe("what the shot list says", () => {
  it("counts the filled slots", () => {
    expect(filledSummary([{ filled: true }, { filled: false }, { filled: false }])).toBe("1 of 3 filled");
    expect(filledSummary([])).toBe("0 of 0 filled");
  });

  it("says where a saved photo shows, and what shows once it is removed", () => {
    const portrait = fixedSlots.find((slot) => slot.key === "portrait")!;
    expect(savedNote(portrait)).toBe(`${portrait.label}: photo saved. It shows on Home and About now.`);
    expect(removedNote(portrait)).toBe(`${portrait.label}: photo removed. The drawing shows in its place again.`);
    const shopfront = fixedSlots.find((slot) => slot.key === "shopfront")!;
    expect(removedNote(shopfront)).toBe("The shopfront: photo removed. The page closes up without it.");
  });
});
