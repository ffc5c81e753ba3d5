import {
  execute,
  GraphQLError,
  isAbstractType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { database } from "../../db/client.server.ts";
import { executableStorefrontSchemaBase } from "../schema.server.ts";
import { embeddedResolvers } from "./resolvers.server.ts";
import { EmbeddedStore } from "./store.server.ts";

let schema: GraphQLSchema | undefined;

/** The official Storefront API 2024-07 schema, answering from our tables. */
export function embeddedSchema(): GraphQLSchema {
  if (!schema) {
    const built = executableStorefrontSchemaBase();
    for (const [typeName, resolvers] of Object.entries(embeddedResolvers)) {
      const type = built.getType(typeName);
      if (isObjectType(type)) {
        const fields = type.getFields();
        for (const [fieldName, resolve] of Object.entries(resolvers)) {
          const field = fields[fieldName];
          if (!field) throw new Error(`Resolver for ${typeName}.${fieldName}, which the schema does not have`);
          field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
        }
      } else if (isAbstractType(type) && "__resolveType" in resolvers) {
        type.resolveType = resolvers.__resolveType as GraphQLTypeResolver<unknown, unknown>;
      } else {
        throw new Error(`Resolvers for ${typeName}, which the schema does not have`);
      }
    }
    schema = built;
  }
  return schema;
}

const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
const maxCachedDocuments = 200;

/** Parse and validate once per distinct document text. */
function prepare(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let prepared: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query, { maxTokens: 5000 });
    const errors = validate(embeddedSchema(), document);
    prepared = errors.length ? errors : document;
  } catch (error) {
    prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
  }
  if (documents.size >= maxCachedDocuments) documents.delete(documents.keys().next().value as string);
  documents.set(query, prepared);
  return prepared;
}

export type EmbeddedRequest = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** Public origin of the request, for absolute URLs in the answer. */
  origin: string;
};

/** Run one GraphQL request against the embedded storefront, in this process. */
export async function executeEmbedded(request: EmbeddedRequest): Promise<ExecutionResult> {
  const prepared = prepare(request.query);
  if (!("kind" in prepared)) return { errors: prepared };
  return execute({
    schema: embeddedSchema(),
    document: prepared,
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? undefined,
    contextValue: { store: new EmbeddedStore(database(), request.origin) },
  });
}
