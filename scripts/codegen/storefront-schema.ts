/**
 * Keeps a Storefront API version's official schema in the repository, as SDL (a third of the
 * introspection JSON's size, and a readable diff from one version to the next):
 *
 *   npm run storefront-schema -- 2026-04 path/to/storefront.schema.json "where it came from"
 *
 * The introspection JSON is the one Shopify publishes (storefront.schema.json in @shopify/hydrogen-react
 * YYYY.M.x, or a store's introspection answer). Then list the version in api-versions.server.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { buildClientSchema, printSchema, type IntrospectionQuery } from "graphql";

const [version, source, origin] = process.argv.slice(2);
if (!version || !/^\d{4}-\d{2}$/.test(version) || !source || !origin) {
  console.error('Usage: npm run storefront-schema -- YYYY-MM storefront.schema.json "where it came from"');
  process.exit(1);
}
const json = JSON.parse(readFileSync(source, "utf8")) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(json.data ?? json);
const file = `app/server/storefront/schemas/${version}.graphql`;
writeFileSync(file, `# The Shopify Storefront API ${version} schema, printed from ${origin}.\n\n${printSchema(schema)}\n`);
console.log(`Wrote ${file}`);
