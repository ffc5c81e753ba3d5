import { getIntrospectionQuery, Kind, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { shop } from "../../../config/salon";
import type { StorefrontOperations } from "../../../lib/shop/storefront.generated";
import { storefrontDocuments } from "../documents";
import { officialStorefrontSchema } from "../schema.server";
import { queryCost, storefrontLimitRules, storefrontQueryLimits } from "./query-limits";

const schema = officialStorefrontSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => queryCost(schema, parse(query), null, variables);
const limitErrors = (query: string) => validate(schema, parse(query), [...specifiedRules, ...storefrontLimitRules]).map((e) => e.extensions.code);

describe("Storefront API query cost (Shopify's model)", () => {
  it("charges 0 for scalars, 1 for an object, 2 plus the page for a connection, 10 for a mutation", () => {
    expect(cost("{ shop { name } }")).toEqual({ ok: true, cost: 1 });
    expect(cost("{ products(first: 10) { nodes { id } } }")).toEqual({ ok: true, cost: 12 });
    expect(cost("{ products(first: 10) { edges { cursor node { id } } pageInfo { hasNextPage } } }")).toEqual({ ok: true, cost: 13 });
    expect(cost("query ($n: Int) { products(first: $n) { nodes { id } } }", { n: 3 })).toEqual({ ok: true, cost: 5 });
    expect(cost('mutation { cartLinesRemove(cartId: "x", lineIds: []) { userErrors { message } } }')).toEqual({ ok: true, cost: 10 + 1 + 1 });
  });

  it("multiplies nested connections and counts an open page size as the largest page", () => {
    expect(cost("{ products(first: 250) { nodes { collections(first: 250) { nodes { id } } } } }")).toMatchObject({ ok: false, error: { extensions: { code: "MAX_COST_EXCEEDED", cost: 2 + 250 * (1 + 2 + 250) } } });
    expect(cost("query ($n: Int) { products(first: $n) { nodes { id } } }")).toEqual({ ok: true, cost: 252 });
  });

  it("measures a fragment once, so a document of fragments spread into each other cannot make it slow", () => {
    // Deep enough that walking each spread again would be thousands of walks (8 to the 5th at the bottom).
    const levels = 6;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Product { ${i + 1 < levels ? Array.from({ length: 8 }, () => `...F${i + 1}`).join(" ") : "id"} }`);
    // Count how often each fragment's selections are walked: once each, not once per spread.
    const document = parse(`{ products(first: 1) { nodes { ...F0 } } } ${fragments.join(" ")}`);
    const walks = new Map<string, number>();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const selections = definition.selectionSet;
      Object.defineProperty(definition, "selectionSet", {
        get: () => (walks.set(definition.name.value, (walks.get(definition.name.value) ?? 0) + 1), selections),
      });
    }
    expect(queryCost(schema, document, null, {})).toMatchObject({ ok: true });
    expect(walks.size).toBe(levels);
    expect(Math.max(...walks.values())).toBe(1);
  });

  it("refuses an input list longer than Shopify's 250", () => {
    const ids = Array.from({ length: 251 }, (_, i) => `gid://shopify/Product/${i}`);
    expect(cost("query ($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids })).toMatchObject({ ok: false, error: { extensions: { code: "MAX_INPUT_SIZE_EXCEEDED" } } });
    expect(cost("query ($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids: ids.slice(1) })).toEqual({ ok: true, cost: 250 });
    const literal = (list: string[]) => `{ nodes(ids: [${list.map((id) => JSON.stringify(id)).join(",")}]) { id } }`;
    expect(cost(literal(ids))).toMatchObject({ ok: false, error: { extensions: { code: "MAX_INPUT_SIZE_EXCEEDED" } } });
    expect(cost('mutation { cartCreate(input: { lines: [{ merchandiseId: "a", quantity: 99 }, { merchandiseId: "a", quantity: 99 }] }) { cart { id } } }')).toEqual({ ok: true, cost: 10 + 1 + 1 });
  });

  it("lets every document the shop sends through, with the variables it sends them with", () => {
    const variables: { [O in keyof StorefrontOperations]: StorefrontOperations[O]["variables"] } = {
      ProductByHandle: { handle: "x" },
      CollectionByHandle: { handle: "x", first: shop.collectionProducts },
      CollectionSpotlight: { handle: "x", first: shop.spotlightProducts },
      CollectionsList: { first: shop.collectionsList },
      CartCreate: { lines: [], country: "AU", lineCount: shop.cartLines },
      CartLinesAdd: { cartId: "x", lines: [], lineCount: shop.cartLines },
      CartLinesUpdate: { cartId: "x", lines: [], lineCount: shop.cartLines },
      CartById: { cartId: "x", lineCount: shop.cartLines },
      ShopInfo: { collections: 10 },
      FirstAvailableProduct: {},
      SitemapEntries: { first: 250 },
    };
    for (const [name, query] of Object.entries(storefrontDocuments)) {
      expect(limitErrors(query), name).toEqual([]);
      expect(cost(query, variables[name as keyof StorefrontOperations]), name).toMatchObject({ ok: true });
    }
  });
});

describe("depth and alias limits", () => {
  it("counts aliases in the whole document", () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: shop { name }`).join(" ")} }`;
    expect(limitErrors(aliases(storefrontQueryLimits.maxAliases))).toEqual([]);
    expect(limitErrors(aliases(storefrontQueryLimits.maxAliases + 1))).toEqual(["MAX_ALIASES_EXCEEDED"]);
  });

  it("measures depth through fragments", () => {
    // variants(first: 1) { nodes { product { … } } } is three levels a step.
    const deep = (steps: number) => {
      let inner = "id";
      for (let i = 0; i < steps; i++) inner = `variants(first: 1) { nodes { product { ${inner} } } }`;
      return `query { product(handle: "x") { ...Deep } } fragment Deep on Product { ${inner} }`;
    };
    expect(limitErrors(deep(Math.floor((storefrontQueryLimits.maxDepth - 2) / 3)))).toEqual([]);
    expect(limitErrors(deep(Math.ceil(storefrontQueryLimits.maxDepth / 3)))).toEqual(["MAX_DEPTH_EXCEEDED"]);
  });

  it("leaves introspection to graphql-js's own introspection depth rule", () => {
    expect(limitErrors(getIntrospectionQuery())).toEqual([]);
    expect(limitErrors("{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }")).toEqual([undefined]);
  });
});
