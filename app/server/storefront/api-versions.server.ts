/**
 * The Storefront API versions this site is proven against: each one's official schema is kept in
 * ./schemas as SDL (npm run storefront-schema), and a unit test validates every document against each.
 */
export const storefrontApiVersions = [
  // The version the old site used and the embedded storefront serves (its schema also types the documents, npm run codegen);
  // past Shopify's support window, where Shopify quietly answers with its oldest supported version instead.
  "2024-07",
  // The newest schema @shopify/hydrogen-react ships (2026.4.x), within Shopify's support window.
  "2026-04",
] as const;

export type StorefrontApiVersion = (typeof storefrontApiVersions)[number];

/** What the site asks a Shopify store for unless STOREFRONT_API_VERSION says otherwise. */
export const defaultStorefrontApiVersion: StorefrontApiVersion = "2026-04";
