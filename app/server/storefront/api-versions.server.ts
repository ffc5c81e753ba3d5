/**
 * The Storefront API versions this site is proven against: each one's official schema is
 * read from an npm package (installed under the alias named here; only its
 * storefront.schema.json is used), and a unit test validates every document against each.
 */
export const storefrontSchemaPackages = {
  // The version the spec names and the embedded storefront serves; past Shopify's support window,
  // where Shopify quietly answers with its oldest supported version instead.
  "2024-07": "shopify-storefront-2024-07",
  // The newest schema a package ships (@shopify/hydrogen-react 2026.4.x), within Shopify's support window.
  "2026-04": "shopify-storefront-2026-04",
} as const;

export type StorefrontApiVersion = keyof typeof storefrontSchemaPackages;

/** What the site asks a Shopify store for unless STOREFRONT_API_VERSION says otherwise. */
export const defaultStorefrontApiVersion: StorefrontApiVersion = "2026-04";
