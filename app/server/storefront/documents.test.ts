import { getOperationAST, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { cartCreate, collectionByHandle, productByHandle, storefrontDocuments } from "./documents";
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

  it.each(Object.entries(storefrontDocuments))("%s is the name of its operation, the name it is sent and typed under", (name, document) => {
    expect(getOperationAST(parse(document))?.name?.value).toBe(name);
  });

  it("asks for the spec's query sizes", () => {
    expect(productByHandle).toContain("images(first: 10)");
    expect(productByHandle).toContain("variants(first: 100)");
    expect(collectionByHandle).toContain("variants(first: 10)");
    expect(cartCreate).toContain("buyerIdentity: { countryCode: $country }");
  });
});
