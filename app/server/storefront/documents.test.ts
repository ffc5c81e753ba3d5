import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { storefrontDocuments } from "./documents";
import { officialStorefrontSchema } from "./schema.server";

describe("storefront documents", () => {
  const schema = officialStorefrontSchema();

  it("loads the official 2024-07 schema", () => {
    expect(schema.getQueryType()?.name).toBe("QueryRoot");
    expect(schema.getType("Cart")).toBeDefined();
  });

  it.each(Object.entries(storefrontDocuments))("%s validates against the Storefront API 2024-07 schema", (_name, document) => {
    const errors = validate(schema, parse(document));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("asks for the spec's query sizes", () => {
    expect(storefrontDocuments.productByHandle).toContain("images(first: 10)");
    expect(storefrontDocuments.productByHandle).toContain("variants(first: 100)");
    expect(storefrontDocuments.collectionByHandle).toContain("variants(first: 10)");
    expect(storefrontDocuments.cartCreate).toContain("buyerIdentity: { countryCode: $country }");
  });
});
