import { readFileSync } from "node:fs";
import { buildSchema, getOperationAST, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { cartCreate, collectionByHandle, productByHandle, storefrontDocuments } from "./documents";
import { defaultStorefrontApiVersion, storefrontApiVersions } from "./api-versions.server";

describe.each(storefrontApiVersions)("storefront documents against the Storefront API %s", (version) => {
  const schema = buildSchema(readFileSync(new URL(`./schemas/${version}.graphql`, import.meta.url), "utf8"), { assumeValid: true, assumeValidSDL: true });

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
    expect(defaultStorefrontApiVersion).toBe([...storefrontApiVersions].sort().at(-1));
  });

  it.each(Object.entries(storefrontDocuments))("%s is the name of its operation, the name it is sent and typed under", (name, document) => {
    expect(getOperationAST(parse(document))?.name?.value).toBe(name);
  });

  it("asks for the agreed query sizes", () => {
    expect(productByHandle).toContain("images(first: 10)");
    expect(productByHandle).toContain("variants(first: 100)");
    expect(collectionByHandle).toContain("variants(first: 10)");
    expect(cartCreate).toContain("buyerIdentity: { countryCode: $country }");
  });
});
