import { formattedAddress, salon } from "../../config/salon.ts";
import { openingHoursSpecification } from "../hours.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** The one HairSalon entity. Every page refers to it by this @id; no page describes another address. */
/** The salon's JSON-LD identity, at the site's run-time address. */
export const salonId = (): string => `${siteUrl()}/#salon`;

/** `hours`: the week and the coming exceptions, as the root loader sends them (they change when the owner edits them). */
export function salonEntity(hours: Parameters<typeof openingHoursSpecification>[0]) {
  return {
    "@context": "https://schema.org",
    "@type": "HairSalon",
    "@id": salonId(),
    name: salon.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/images/hero/home-hero.svg"),
    logo: absoluteUrl("/favicon.svg"),
    telephone: salon.phone.e164,
    email: salon.email,
    priceRange: salon.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: salon.address.street,
      addressLocality: salon.address.locality,
      addressRegion: salon.address.region,
      postalCode: salon.address.postcode,
      addressCountry: salon.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: salon.geo.latitude, longitude: salon.geo.longitude },
    hasMap: salon.mapsUrl,
    openingHoursSpecification: openingHoursSpecification(hours),
    sameAs: Object.values(salon.social),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: salon.reviewSummary.rating,
      reviewCount: salon.reviewSummary.count,
    },
    description: `Boutique hair salon at ${formattedAddress}: colour, smoothing, cuts and styling, plus salon hair care online.`,
  };
}

export function breadcrumbList(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
