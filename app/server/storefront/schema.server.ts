import { buildSchema, GraphQLSchema } from "graphql";
import served from "./schemas/2024-07.graphql?raw";

/**
 * The official Storefront API 2024-07 schema, the one the embedded storefront serves, kept as SDL in
 * ./schemas (npm run storefront-schema) and bundled with the server. Shopify's own schema is trusted
 * as published: some versions break graphql-js's stricter rules without harm to a client.
 */
const build = () => buildSchema(served, { assumeValid: true, assumeValidSDL: true });

let official: GraphQLSchema | undefined;

export function officialStorefrontSchema(): GraphQLSchema {
  official ??= build();
  return official;
}

/**
 * A fresh copy of the schema (its own type objects, so resolvers can be
 * attached) without @defer and @stream, which graphql 17 refuses to execute.
 */
export function executableStorefrontSchemaBase(): GraphQLSchema {
  const config = build().toConfig();
  return new GraphQLSchema({ ...config, directives: config.directives.filter((d) => d.name !== "defer" && d.name !== "stream") });
}
