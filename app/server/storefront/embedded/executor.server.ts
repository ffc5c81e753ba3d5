import {
  execute,
  GraphQLError,
  isAbstractType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { database } from "../../db/client.server.ts";
import { executableStorefrontSchemaBase } from "../schema.server.ts";
import { limitError, queryCost, storefrontLimitRules, storefrontQueryLimits } from "./query-limits.ts";
import { embeddedResolvers, type EmbeddedContext } from "./resolvers.server.ts";
import { EmbeddedStore } from "./store.server.ts";

let schema: GraphQLSchema | undefined;

/** What every resolver is given: the store, and when this request must stop. */
type RunContext = EmbeddedContext & { deadline: number; stop: AbortController };

/**
 * Checks the request's deadline before each of our resolvers runs. A timer could not do it: the embedded database
 * answers without giving the event loop back, so a long request never lets a timer fire until it is done.
 * Aborting makes graphql-js skip every field still to come and reject the execution.
 */
function withDeadline(resolve: GraphQLFieldResolver<unknown, RunContext>): GraphQLFieldResolver<unknown, RunContext> {
  return (source, args, context, info) => {
    if (Date.now() > context.deadline) context.stop.abort();
    return resolve(source, args, context, info);
  };
}

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
          field.resolve = withDeadline(resolve as GraphQLFieldResolver<unknown, RunContext>);
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

/** Parse and validate (graphql-js's rules, then our depth and alias limits) once per distinct document text. */
function prepare(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let prepared: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query, { maxTokens: 5000 });
    const errors = validate(embeddedSchema(), document, [...specifiedRules, ...storefrontLimitRules]);
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
  /** Stop the request after this long (the query limits' execution time unless given). */
  timeoutMs?: number;
};

/**
 * Run one GraphQL request against the embedded storefront, in this process: refused before it runs when it is
 * over the query limits, stopped when it runs longer than they allow.
 */
export async function executeEmbedded(request: EmbeddedRequest): Promise<ExecutionResult> {
  const prepared = prepare(request.query);
  if (!("kind" in prepared)) return { errors: prepared };
  const variables = request.variables ?? {};
  const cost = queryCost(embeddedSchema(), prepared, request.operationName, variables);
  if (!cost.ok) return { errors: [cost.error] };
  const timeoutMs = request.timeoutMs ?? storefrontQueryLimits.executionMs;
  const stop = new AbortController();
  const contextValue: RunContext = { store: new EmbeddedStore(database(), request.origin), deadline: Date.now() + timeoutMs, stop };
  try {
    return await execute({
      schema: embeddedSchema(),
      document: prepared,
      variableValues: variables,
      operationName: request.operationName ?? undefined,
      contextValue,
      abortSignal: stop.signal,
    });
  } catch (error) {
    if (!stop.signal.aborted) throw error;
    return { errors: [limitError("TIMEOUT", `The request took longer than ${timeoutMs / 1000} s and was stopped.`)] };
  }
}
