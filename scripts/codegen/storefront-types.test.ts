import { readFileSync } from "node:fs";
import { generate } from "@graphql-codegen/cli";
import { expect, it } from "vitest";
import config, { storefrontTypesFile } from "../../codegen.ts";

it("the checked-in Storefront types are what the documents and the schema generate (else: npm run codegen)", async () => {
  const [output] = await generate({ ...config, silent: true }, false);
  expect(output?.filename).toBe(storefrontTypesFile);
  expect(readFileSync(storefrontTypesFile, "utf8")).toBe(output?.content);
});
