/**
 * A GraphQL Code Generator plugin: one type naming every operation in the documents with its
 * variables and its data, as typescript-operations names them, so the storefront client types a
 * call by its operation name alone and a document without a client entry fails the typecheck.
 */
import { Kind, type DocumentNode } from "graphql";

const suffixes = { query: "Query", mutation: "Mutation", subscription: "Subscription" } as const;

export function plugin(_schema: unknown, documents: readonly { document?: DocumentNode }[]): string {
  const entries = documents
    .flatMap((file) => file.document?.definitions ?? [])
    .flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name
        ? [{ name: definition.name.value, type: definition.name.value + suffixes[definition.operation] }]
        : [],
    )
    .map(({ name, type }) => `  ${name}: { variables: ${type}Variables; data: ${type} };`);
  return [
    "",
    "/** Every operation in the documents, by name: the variables it takes and the data it answers with. */",
    "export type StorefrontOperations = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}
