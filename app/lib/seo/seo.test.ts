import { describe, expect, it } from "vitest";
import { openingHours, salon } from "~/config/salon";
import { jsonLdString } from "~/components/content/json-ld";
import { breadcrumbList, salonEntity, salonId } from "./json-ld";
import { seo } from "./meta";

describe("seo()", () => {
  it("suffixes the title, sets an absolute canonical without trailing slash and social tags", () => {
    const tags = seo({ title: "About", description: "About the salon", path: "/about/" });
    expect(tags).toContainEqual({ title: `About | ${salon.name}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/about" });
    expect(tags).toContainEqual({ property: "og:title", content: `About | ${salon.name}` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow, max-image-preview:large" });
  });

  it("marks noindex pages, with or without following links", () => {
    expect(seo({ title: "x", description: "y", path: "/404", noindex: true })).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(seo({ title: "x", description: "y", path: "/sitemap", noindex: true, follow: true })).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});

describe("JSON-LD", () => {
  it("escapes < so a string cannot close the script element", () => {
    const out = jsonLdString({ text: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ text: "</script><script>alert(1)</script>" });
  });

  it("describes one HairSalon with a stable id, the one address, geo, phone and price range", () => {
    const entity = salonEntity({ week: openingHours, upcoming: [] });
    expect(entity["@id"]).toBe(salonId());
    expect(entity.address.postalCode).toBe("2234");
    expect(entity.geo).toMatchObject({ latitude: -34.0186, longitude: 151.0333 });
    expect(entity.telephone).toBe(salon.phone.e164);
    expect(entity.priceRange).toBe("$$");
    expect(entity.openingHoursSpecification).toHaveLength(5);
  });

  it("adds each coming closure and special day after the week, with its dates", () => {
    const entity = salonEntity({
      week: openingHours,
      upcoming: [{ startsOn: "2026-12-25", endsOn: "2026-12-26", opens: null, closes: null, note: "Christmas" }],
    });
    expect(entity.openingHoursSpecification).toHaveLength(6);
    expect(entity.openingHoursSpecification.at(-1)).toMatchObject({ validFrom: "2026-12-25", validThrough: "2026-12-26", opens: "00:00", closes: "00:00" });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbList([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    expect(list.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Services", item: "http://localhost:3000/services" });
  });
});
