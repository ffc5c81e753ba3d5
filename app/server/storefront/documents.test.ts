import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { storefrontDocuments } from "./documents";
import { defaultStorefrontApiVersion, storefrontSchemaPackages, type StorefrontApiVersion } from "./api-versions.server";
import { officialStorefrontSchema } from "./schema.server";

describe.each(Object.keys(storefrontSchemaPackages) as StorefrontApiVersion[])("storefront documents against the Storefront API %s", (version) => {
  const schema = officialStorefrontSchema(version);

  it("loads the official schema", () => {
    expect(schema.getQueryType()?.name).toBe("QueryRoot");
    expect(schema.getType("Cart")).toBeDefined();
  });

  it.each(Object.entries(storefrontDocuments))("%s validates", (_name, document) => {
    const errors = validate(schema, parse(document));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe("storefront documents", () => {
  it("ask Shopify for the newest version they are validated against, by default", () => {
    expect(defaultStorefrontApiVersion).toBe(Object.keys(storefrontSchemaPackages).sort().at(-1));
  });

  it("asks for the spec's query sizes", () => {
    expect(storefrontDocuments.productByHandle).toContain("images(first: 10)");
    expect(storefrontDocuments.productByHandle).toContain("variants(first: 100)");
    expect(storefrontDocuments.collectionByHandle).toContain("variants(first: 10)");
    expect(storefrontDocuments.cartCreate).toContain("buyerIdentity: { countryCode: $country }");
  });
});
