/**
 * What one Storefront API request may ask of the embedded storefront, checked before anything runs. Modelled on
 * Shopify's published limits: a calculated query cost (scalars and enums 0, objects 1, a connection 2 plus its
 * page size times what each item costs, a mutation 10) of at most 1,000 points, and input lists of at most 250
 * items. Depth and aliases are bounded too, because both multiply work the cost alone would let through cheaply.
 */
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isLeafType,
  isListType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from "graphql";
import { maxPageSize } from "./connection.ts";

export const storefrontQueryLimits = {
  /** Shopify's ceiling for one query's calculated cost. */
  maxCost: 1000,
  /** Fields nested in fields; our own documents need 7. Introspection is bounded by graphql-js's own rule instead. */
  maxDepth: 15,
  /** Each alias runs its field again: 300 of them took 13 s. Our own documents use none. */
  maxAliases: 30,
  /** Shopify's limit on any input list (ids, identifiers, cart lines). */
  maxInputList: 250,
  /** A request still running after this is stopped; one within the cost limit takes well under a second. */
  executionMs: 5000,
} as const;

/** As in Shopify's model, a plain list (options, attributes, selected options) counts like one object; connections and lists sized by an input (nodes(ids:)) are multiplied. */
const unsizedListLength = 1;
/** Shopify charges every mutation this much, whatever it selects. */
const mutationCost = 10;

export function limitError(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** Fields whose answer is graphql's own description of the schema: free, and bounded by MaxIntrospectionDepthRule. */
const isIntrospection = (name: string) => name === "__schema" || name === "__type";

/** Nesting depth of an operation, each fragment measured once (so a fragment spread many times costs no extra work). */
function operationDepth(operation: OperationDefinitionNode, fragment: (name: string) => FragmentDefinitionNode | null | undefined): number {
  const memo = new Map<string, number>();
  const depthOf = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (!isIntrospection(selection.name.value)) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue; // a cycle: refused by NoFragmentCyclesRule
        if (!memo.has(name)) memo.set(name, depthOf(fragment(name)?.selectionSet, new Set([...seen, name])));
        deepest = Math.max(deepest, memo.get(name) ?? 0);
      }
    }
    return deepest;
  };
  return depthOf(operation.selectionSet, new Set());
}

export function maxDepthRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const depth = operationDepth(operation, (name) => context.getFragment(name));
      if (depth > storefrontQueryLimits.maxDepth) {
        context.reportError(limitError("MAX_DEPTH_EXCEEDED", `Query has depth of ${depth}, which exceeds max depth of ${storefrontQueryLimits.maxDepth}`, { depth, maxDepth: storefrontQueryLimits.maxDepth }));
      }
    },
  };
}

export function maxAliasesRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > storefrontQueryLimits.maxAliases) {
          context.reportError(limitError("MAX_ALIASES_EXCEEDED", `Query has ${aliases} aliases, which exceeds max aliases of ${storefrontQueryLimits.maxAliases}`, { aliases, maxAliases: storefrontQueryLimits.maxAliases }));
        }
      },
    },
  };
}

/** The rules added to graphql-js's own when a document is validated. */
export const storefrontLimitRules = [maxDepthRule, maxAliasesRule];

type Variables = Readonly<Record<string, unknown>>;

/** An argument's value as sent: a literal, or the variable's value, or the variable's default. */
function argumentValue(value: ValueNode, variables: Variables, defaults: Variables): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return value.name.value in variables ? variables[value.name.value] : defaults[value.name.value];
    case Kind.INT:
      return Number(value.value);
    case Kind.LIST:
      return value.values.map((item) => argumentValue(item, variables, defaults));
    case Kind.OBJECT:
      return Object.fromEntries(value.fields.map((f) => [f.name.value, argumentValue(f.value, variables, defaults)]));
    default:
      return undefined;
  }
}

/** The longest list anywhere in a value (input objects included), e.g. cartCreate's input.lines. */
function longestList(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestList));
  if (value && typeof value === "object") return Math.max(0, ...Object.values(value).map(longestList));
  return 0;
}

export type QueryCost = { ok: true; cost: number } | { ok: false; error: GraphQLError };

/**
 * The calculated cost of the operation that will run, with these variables, or why it may not run. An upper
 * bound: inline fragments on different types are added up, and a page size the request leaves open counts as
 * the largest page. Fragments are measured once per page size, so a document cannot make this walk long.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Variables): QueryCost {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  const rootType = operation && schema.getRootType(operation.operation);
  // No operation to run, or no such root type: execution itself says so.
  if (!operation || !rootType) return { ok: true, cost: 0 };
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults[definition.variable.name.value] = argumentValue(definition.defaultValue, {}, {});
  }
  let tooLong: GraphQLError | null = null;
  const memo = new Map<string, number>();

  /** `itemCount` is the page size when this selection is a connection's: its edges and nodes are that many items. */
  const costOf = (set: SelectionSetNode | undefined, type: GraphQLCompositeType, itemCount: number | null): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (isCompositeType(on)) total += costOf(selection.selectionSet, on, itemCount);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const definition = fragments.get(selection.name.value);
        const on = definition && schema.getType(definition.typeCondition.name.value);
        if (!definition || !isCompositeType(on)) continue;
        const key = `${definition.name.value}|${itemCount}`;
        if (!memo.has(key)) memo.set(key, costOf(definition.selectionSet, on, itemCount));
        total += memo.get(key) ?? 0;
        continue;
      }
      const name = selection.name.value;
      if (isIntrospection(name) || !("getFields" in type)) continue;
      const field = type.getFields()[name];
      if (!field) continue;
      const args: Record<string, unknown> = {};
      for (const argument of selection.arguments ?? []) args[argument.name.value] = argumentValue(argument.value, variables, defaults);
      const inputLength = longestList(args);
      if (inputLength > storefrontQueryLimits.maxInputList && !tooLong) {
        tooLong = limitError("MAX_INPUT_SIZE_EXCEEDED", `The input array size of ${inputLength} is greater than the maximum allowed of ${storefrontQueryLimits.maxInputList}.`, { field: name });
      }
      const named = getNamedType(field.type);
      if (isLeafType(named)) continue;
      const pageSize = [args.first, args.last].find((size): size is number => typeof size === "number") ?? null;
      const isConnection = named.name.endsWith("Connection");
      if (isConnection) {
        // A connection without a page size is refused when it runs; count it as the largest page meanwhile.
        const size = Math.max(0, Math.min(pageSize ?? maxPageSize, maxPageSize));
        total += 2 + costOf(selection.selectionSet, named, size);
      } else if (isListType(getNullableType(field.type))) {
        const length = itemCount ?? pageSize ?? (inputLength || unsizedListLength);
        // Edges only carry the node and its cursor: the node is what costs.
        const each = named.name.endsWith("Edge") ? 0 : 1;
        total += length * (each + costOf(selection.selectionSet, named, null));
      } else {
        total += 1 + costOf(selection.selectionSet, named, null);
      }
    }
    return total;
  };

  let cost = costOf(operation.selectionSet, rootType, null);
  if (operation.operation === "mutation") cost += mutationCost * operation.selectionSet.selections.length;
  if (tooLong) return { ok: false, error: tooLong };
  if (cost > storefrontQueryLimits.maxCost) {
    return {
      ok: false,
      error: limitError("MAX_COST_EXCEEDED", `Query cost is ${cost}, which exceeds the single query max cost limit (${storefrontQueryLimits.maxCost}).`, {
        cost,
        maxCost: storefrontQueryLimits.maxCost,
      }),
    };
  }
  return { ok: true, cost };
}
