import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, GraphQLSchema, type IntrospectionQuery } from "graphql";
import { storefrontSchemaPackages, type StorefrontApiVersion } from "./api-versions.server.ts";

/**
 * The official Storefront API schemas, from the introspection JSON published in
 * @shopify/hydrogen-react (installed under an alias per version; only this JSON
 * file is read, never the package's React code). The embedded storefront serves 2024-07.
 */
const introspections = new Map<StorefrontApiVersion, IntrospectionQuery>();
const officials = new Map<StorefrontApiVersion, GraphQLSchema>();

function readIntrospection(version: StorefrontApiVersion = "2024-07"): IntrospectionQuery {
  let introspection = introspections.get(version);
  if (!introspection) {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`${storefrontSchemaPackages[version]}/storefront.schema.json`);
    const json = JSON.parse(readFileSync(file, "utf8")) as { data?: IntrospectionQuery } & IntrospectionQuery;
    introspection = json.data ?? json;
    introspections.set(version, introspection);
  }
  return introspection;
}

export function officialStorefrontSchema(version: StorefrontApiVersion = "2024-07"): GraphQLSchema {
  let official = officials.get(version);
  if (!official) {
    official = buildClientSchema(readIntrospection(version), { assumeValid: true });
    officials.set(version, official);
  }
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
