/** Where the header, mobile menu and footer point. */
export const mainNavigation = [
  { label: "Shop", to: "/collections" },
  { label: "Services", to: "/services" },
  { label: "Areas We Serve", to: "/areas" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
] as const;

export const shopFeatured = { label: "Shop Featured", to: "/collections/christmas-gift-packs" } as const;

export const footerQuickLinks = [
  { label: "Services & prices", to: "/services" },
  { label: "Book an appointment", to: "/booking" },
  { label: "Shop hair care", to: "/collections" },
  { label: "Christmas gift packs", to: "/collections/christmas-gift-packs" },
  { label: "Hair care blog", to: "/blog" },
  { label: "Leave a review", to: "/reviews" },
  { label: "Areas we serve", to: "/areas" },
] as const;

export const legalLinks = [
  { label: "Shipping Policy", to: "/policies/shipping" },
  { label: "Returns & Exchanges", to: "/policies/returns" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Sitemap", to: "/sitemap" },
] as const;
