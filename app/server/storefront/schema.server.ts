import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, GraphQLSchema, type IntrospectionQuery } from "graphql";

/**
 * The official Storefront API 2024-07 schema, from the introspection JSON
 * published in @shopify/hydrogen-react@2024.7.7 (installed under an alias;
 * only this JSON file is read, never the package's React code).
 */
let introspection: IntrospectionQuery | undefined;
let official: GraphQLSchema | undefined;

function readIntrospection(): IntrospectionQuery {
  if (!introspection) {
    const require = createRequire(import.meta.url);
    const file = require.resolve("shopify-storefront-2024-07/storefront.schema.json");
    const json = JSON.parse(readFileSync(file, "utf8")) as { data?: IntrospectionQuery } & IntrospectionQuery;
    introspection = json.data ?? json;
  }
  return introspection;
}

export function officialStorefrontSchema(): GraphQLSchema {
  official ??= buildClientSchema(readIntrospection(), { assumeValid: true });
  return official;
}

/**
 * A fresh copy of the schema (its own type objects, so resolvers can be
 * attached) without @defer and @stream, which graphql 17 refuses to execute.
 */
export function executableStorefrontSchemaBase(): GraphQLSchema {
  const config = buildClientSchema(readIntrospection(), { assumeValid: true }).toConfig();
  return new GraphQLSchema({ ...config, directives: config.directives.filter((d) => d.name !== "defer" && d.name !== "stream") });
}
