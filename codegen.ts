/**
 * `npm run codegen`: the Storefront API result and variable types of every document in
 * app/server/storefront/documents.ts, generated from the schema the embedded storefront serves.
 * Only the types the documents select are written; `npm test` fails when the checked-in file is stale.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

export const storefrontTypesFile = "app/lib/shop/storefront.generated.ts";

const config: CodegenConfig = {
  schema: "app/server/storefront/schemas/2024-07.graphql",
  documents: "app/server/storefront/documents.ts",
  generates: {
    [storefrontTypesFile]: {
      plugins: ["typescript-operations", "./scripts/codegen/operations-map.ts"],
      config: {
        // The Storefront API's custom scalars as they arrive in JSON.
        scalars: {
          Color: "string",
          DateTime: "string",
          Decimal: "string",
          HTML: "string",
          ISO8601DateTime: "string",
          JSON: "unknown",
          URL: "string",
          UnsignedInt64: "string",
        },
        strictScalars: true,
        skipTypename: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
