/**
 * What the server itself holds and has done at its edge, counted where it happens: the request bodies being
 * read, the writes refused unread, the pages kept in memory. Read by the owner at
 * /admin/server-counts, so a load test can check what a burst cost without measuring time.
 */
import { bodyBudget } from "./body-limit.server.ts";
import { refusedUnread } from "./request-edge.server.ts";

type Counter = () => Record<string, number>;

const others = new Map<string, Counter>();

/** Adds a group of counts kept elsewhere (the web server's kept pages), read each time the counts are asked for. */
export function countAlso(name: string, counter: Counter) {
  others.set(name, counter);
}

export function serverCounts() {
  return {
    bodies: { ...bodyBudget.counts, budgetBytes: bodyBudget.bytes },
    refusedUnread: { ...refusedUnread },
    ...Object.fromEntries([...others].map(([name, counter]) => [name, counter()])),
  };
}
