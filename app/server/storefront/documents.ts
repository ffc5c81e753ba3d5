/**
 * Every GraphQL document the shop sends to a storefront, in one place. They
 * are plain Storefront API 2024-07 documents: the same text goes to Shopify or
 * to the embedded storefront, and a unit test validates each against the
 * official schema. Query sizes: 50 products a collection, 10 images and 100 variants a product, 100 cart lines,
 * 20 collections in the list. Their result types are generated from this file
 * (`npm run codegen`, app/lib/shop/storefront.generated.ts).
 */
import type { StorefrontOperations } from "../../lib/shop/storefront.generated.ts";

/** A named fragment and the fragments it spreads. */
type Fragment = { text: string; uses: readonly Fragment[] };

const fragment = (text: string, ...uses: Fragment[]): Fragment => ({ text, uses });

/** An operation followed by every fragment it spreads, directly or through another, each defined once as GraphQL requires. */
function withFragments(operation: string, ...fragments: Fragment[]): string {
  const included = new Set<Fragment>();
  const include = (f: Fragment) => {
    if (included.has(f)) return;
    included.add(f);
    f.uses.forEach(include);
  };
  fragments.forEach(include);
  return [operation, ...[...included].map((f) => f.text)].join("");
}

const money = fragment(/* GraphQL */ `
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`);

const image = fragment(/* GraphQL */ `
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
`);

const priceRange = fragment(
  /* GraphQL */ `
    fragment PriceRangeFields on ProductPriceRange {
      minVariantPrice {
        ...Money
      }
      maxVariantPrice {
        ...Money
      }
    }
  `,
  money,
);

/** What a product card shows: title, link, lowest price, first picture, sold out or not. */
const productCard = fragment(
  /* GraphQL */ `
    fragment ProductCardFields on Product {
      id
      title
      handle
      availableForSale
      priceRange {
        minVariantPrice {
          ...Money
        }
      }
      featuredImage {
        ...ImageFields
      }
    }
  `,
  money,
  image,
);

/** The first 10 variants, enough to add a product to the bag from a list. */
const firstVariants = fragment(/* GraphQL */ `
  fragment FirstVariants on Product {
    variants(first: 10) {
      nodes {
        id
        availableForSale
      }
    }
  }
`);

const cartFields = fragment(
  /* GraphQL */ `
    fragment CartFields on Cart {
      id
      checkoutUrl
      totalQuantity
      cost {
        subtotalAmount {
          ...Money
        }
        totalAmount {
          ...Money
        }
      }
      lines(first: $lineCount) {
        nodes {
          id
          quantity
          cost {
            totalAmount {
              ...Money
            }
          }
          merchandise {
            ... on ProductVariant {
              id
              title
              image {
                ...ImageFields
              }
              price {
                ...Money
              }
              product {
                title
                handle
                featuredImage {
                  ...ImageFields
                }
              }
            }
          }
        }
      }
    }
  `,
  money,
  image,
);

/** Product by handle: 10 images, 100 variants with their options. */
export const productByHandle = withFragments(
  /* GraphQL */ `
    query ProductByHandle($handle: String!, $country: CountryCode) @inContext(country: $country) {
      product(handle: $handle) {
        id
        title
        handle
        vendor
        productType
        description
        descriptionHtml
        availableForSale
        updatedAt
        priceRange {
          ...PriceRangeFields
        }
        compareAtPriceRange {
          ...PriceRangeFields
        }
        options {
          name
          values
        }
        images(first: 10) {
          nodes {
            ...ImageFields
          }
        }
        variants(first: 100) {
          nodes {
            id
            title
            sku
            availableForSale
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
            selectedOptions {
              name
              value
            }
            image {
              url
            }
          }
        }
        seo {
          title
          description
        }
      }
    }
  `,
  priceRange,
  image,
  money,
);

/** Collection by handle with its first 50 products (first image, min price, compare-at, 10 variants). */
export const collectionByHandle = withFragments(
  /* GraphQL */ `
    query CollectionByHandle($handle: String!, $first: Int!, $country: CountryCode) @inContext(country: $country) {
      collection(handle: $handle) {
        id
        title
        handle
        description
        descriptionHtml
        image {
          ...ImageFields
        }
        products(first: $first) {
          nodes {
            ...ProductCardFields
            compareAtPriceRange {
              minVariantPrice {
                ...Money
              }
            }
            ...FirstVariants
          }
        }
      }
    }
  `,
  image,
  productCard,
  money,
  firstVariants,
);

/** The home spotlight: the first products of a collection with their descriptions and compare-at prices. */
export const collectionSpotlight = withFragments(
  /* GraphQL */ `
    query CollectionSpotlight($handle: String!, $first: Int!, $country: CountryCode) @inContext(country: $country) {
      collection(handle: $handle) {
        id
        title
        handle
        products(first: $first) {
          nodes {
            ...ProductCardFields
            description
            compareAtPriceRange {
              minVariantPrice {
                ...Money
              }
            }
          }
        }
      }
    }
  `,
  productCard,
  money,
);

/** Collections list, first 20 by default. */
export const collectionsList = withFragments(
  /* GraphQL */ `
    query CollectionsList($first: Int!) {
      collections(first: $first) {
        nodes {
          id
          title
          handle
          description
          image {
            ...ImageFields
          }
        }
      }
    }
  `,
  image,
);

/** Every cart mutation answers with the cart and what the storefront refused. */
const cartUserErrors = fragment(/* GraphQL */ `
  fragment CartUserErrors on CartUserError {
    field
    message
    code
  }
`);

/** A new cart with its first lines, bought from Australia. */
export const cartCreate = withFragments(
  /* GraphQL */ `
    mutation CartCreate($lines: [CartLineInput!]!, $country: CountryCode!, $lineCount: Int!) {
      cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: $country } }) {
        cart {
          ...CartFields
        }
        userErrors {
          ...CartUserErrors
        }
      }
    }
  `,
  cartFields,
  cartUserErrors,
);

export const cartLinesAdd = withFragments(
  /* GraphQL */ `
    mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $lineCount: Int!) {
      cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart {
          ...CartFields
        }
        userErrors {
          ...CartUserErrors
        }
      }
    }
  `,
  cartFields,
  cartUserErrors,
);

/** Changing a line's quantity in the bag (0 removes it). */
export const cartLinesUpdate = withFragments(
  /* GraphQL */ `
    mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $lineCount: Int!) {
      cartLinesUpdate(cartId: $cartId, lines: $lines) {
        cart {
          ...CartFields
        }
        userErrors {
          ...CartUserErrors
        }
      }
    }
  `,
  cartFields,
  cartUserErrors,
);

/** Cart by id: checkout URL, subtotal and lines. */
export const cartById = withFragments(
  /* GraphQL */ `
    query CartById($cartId: ID!, $lineCount: Int!) {
      cart(id: $cartId) {
        ...CartFields
      }
    }
  `,
  cartFields,
);

/** The shop debug page: shop name, primary domain and the first collections. */
export const shopInfo = /* GraphQL */ `
  query ShopInfo($collections: Int!) {
    shop {
      name
      primaryDomain {
        url
        host
      }
    }
    collections(first: $collections) {
      nodes {
        id
        title
        handle
      }
    }
  }
`;

/** The first product that can be bought, with its variants' ids. */
export const firstAvailableProduct = withFragments(
  /* GraphQL */ `
    query FirstAvailableProduct {
      products(first: 1, query: "available_for_sale:true", sortKey: BEST_SELLING) {
        nodes {
          id
          title
          handle
          ...FirstVariants
        }
      }
    }
  `,
  firstVariants,
);

/** Every product and collection handle, page by page, for sitemap.xml. */
export const sitemapEntries = /* GraphQL */ `
  query SitemapEntries($first: Int!, $productsAfter: String, $collectionsAfter: String) {
    products(first: $first, after: $productsAfter) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    collections(first: $first, after: $collectionsAfter) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** Every document by its operation's name, the name the client sends it under and the generated types use. */
export const storefrontDocuments: Record<keyof StorefrontOperations, string> = {
  ProductByHandle: productByHandle,
  CollectionByHandle: collectionByHandle,
  CollectionSpotlight: collectionSpotlight,
  CollectionsList: collectionsList,
  CartCreate: cartCreate,
  CartLinesAdd: cartLinesAdd,
  CartLinesUpdate: cartLinesUpdate,
  CartById: cartById,
  ShopInfo: shopInfo,
  FirstAvailableProduct: firstAvailableProduct,
  SitemapEntries: sitemapEntries,
};
