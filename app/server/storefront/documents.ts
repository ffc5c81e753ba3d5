/**
 * Every GraphQL document the shop sends to a storefront, in one place. They
 * are plain Storefront API 2024-07 documents: the same text goes to Shopify or
 * to the embedded storefront, and a unit test validates each against the
 * official schema. Query sizes follow spec 000 §9.
 */

const money = /* GraphQL */ `
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`;

const image = /* GraphQL */ `
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
`;

const cartFields = /* GraphQL */ `
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
            }
          }
        }
      }
    }
  }
  ${money}
  ${image}
`;

/** Product by handle: 10 images, 100 variants with their options. */
export const productByHandle = /* GraphQL */ `
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
        minVariantPrice {
          ...Money
        }
        maxVariantPrice {
          ...Money
        }
      }
      compareAtPriceRange {
        minVariantPrice {
          ...Money
        }
        maxVariantPrice {
          ...Money
        }
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
  ${money}
  ${image}
`;

/** Collection by handle with its first 50 products (first image, min price, compare-at, 10 variants). */
export const collectionByHandle = /* GraphQL */ `
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
          id
          title
          handle
          availableForSale
          priceRange {
            minVariantPrice {
              ...Money
            }
          }
          compareAtPriceRange {
            minVariantPrice {
              ...Money
            }
          }
          featuredImage {
            ...ImageFields
          }
          variants(first: 10) {
            nodes {
              id
              availableForSale
            }
          }
        }
      }
    }
  }
  ${money}
  ${image}
`;

/** The home spotlight: the first products of a collection with their descriptions. */
export const collectionSpotlight = /* GraphQL */ `
  query CollectionSpotlight($handle: String!, $first: Int!, $country: CountryCode) @inContext(country: $country) {
    collection(handle: $handle) {
      id
      title
      handle
      products(first: $first) {
        nodes {
          id
          title
          handle
          description
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
      }
    }
  }
  ${money}
  ${image}
`;

/** Collections list, first 20 by default. */
export const collectionsList = /* GraphQL */ `
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
  ${image}
`;

/** A new cart with its first lines, bought from Australia. */
export const cartCreate = /* GraphQL */ `
  mutation CartCreate($lines: [CartLineInput!]!, $country: CountryCode!, $lineCount: Int!) {
    cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: $country } }) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
  ${cartFields}
`;

export const cartLinesAdd = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $lineCount: Int!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
  ${cartFields}
`;

/** Changing a line's quantity in the bag (0 removes it). */
export const cartLinesUpdate = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $lineCount: Int!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
  ${cartFields}
`;

/** Cart by id: checkout URL, subtotal and lines. */
export const cartById = /* GraphQL */ `
  query CartById($cartId: ID!, $lineCount: Int!) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
  ${cartFields}
`;

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
export const firstAvailableProduct = /* GraphQL */ `
  query FirstAvailableProduct {
    products(first: 1, query: "available_for_sale:true", sortKey: BEST_SELLING) {
      nodes {
        id
        title
        handle
        variants(first: 10) {
          nodes {
            id
            availableForSale
          }
        }
      }
    }
  }
`;

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

export const storefrontDocuments = {
  productByHandle,
  collectionByHandle,
  collectionSpotlight,
  collectionsList,
  cartCreate,
  cartLinesAdd,
  cartLinesUpdate,
  cartById,
  shopInfo,
  firstAvailableProduct,
  sitemapEntries,
} as const;
