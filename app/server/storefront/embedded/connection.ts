import { GraphQLError } from "graphql";

/** Relay-style paging over an already ordered list, as the Storefront API's connections behave. */
export type ConnectionArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null; reverse?: boolean | null };

export const maxPageSize = 250;

const encode = (index: number) => Buffer.from(`i:${index}`).toString("base64url");

function decode(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, "base64url").toString();
  const match = /^i:(\d+)$/.exec(text);
  if (!match) throw new GraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: "BAD_REQUEST" } });
  return Number(match[1]);
}

export function connection<T>(items: readonly T[], args: ConnectionArgs) {
  const { first, last } = args;
  if ((first === undefined || first === null) && (last === undefined || last === null)) {
    throw new GraphQLError("you must provide one of first or last", { extensions: { code: "BAD_REQUEST" } });
  }
  for (const size of [first, last]) {
    if (typeof size === "number" && (size < 0 || size > maxPageSize)) {
      throw new GraphQLError(`The page size must be between 0 and ${maxPageSize}`, { extensions: { code: "BAD_REQUEST" } });
    }
  }
  const ordered = args.reverse ? [...items].reverse() : items;
  const indexed = ordered.map((node, index) => ({ node, index }));
  const after = decode(args.after);
  const before = decode(args.before);
  let window = indexed.filter(({ index }) => (after === null || index > after) && (before === null || index < before));
  if (typeof first === "number") window = window.slice(0, first);
  if (typeof last === "number") window = window.slice(Math.max(0, window.length - last));
  const edges = window.map(({ node, index }) => ({ node, cursor: encode(index) }));
  const firstIndex = window[0]?.index;
  const lastIndex = window.at(-1)?.index;
  return {
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage: lastIndex !== undefined && lastIndex < ordered.length - 1,
      hasPreviousPage: firstIndex !== undefined && firstIndex > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
