import type { Database } from "./client.server.ts";

/** A transaction handed to `database().transaction(...)`'s callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Anything that can run queries: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

/** Rows of a raw `execute(sql...)`: both drivers (PGlite and node-postgres) return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
