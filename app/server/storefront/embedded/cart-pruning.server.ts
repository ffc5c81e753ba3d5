/**
 * Carts nobody finished and nobody touched for a while are removed: once at start, then periodically while the
 * server runs, because a cart link makes a cart on a GET and such carts pile up between restarts. Every instance
 * may prune: rows are taken with SKIP LOCKED, so two instances pruning at once share the work instead of waiting
 * on each other, and deleting a cart twice is impossible.
 */
import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { shopCarts } from "../../db/schema.server.ts";
import { log } from "../../log.server.ts";

export const staleCarts = {
  /** Longer than the bag cookie's 14 days, which each visit renews without touching the cart. */
  idleDays: 60,
  everyMs: 60 * 60_000,
  /** Carts deleted per statement, so a large backlog never holds many row locks at once. */
  batch: 500,
} as const;

/** Remove every stale open cart (their lines go with them); says how many. */
export async function removeStaleCarts(db: Database): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ token: shopCarts.token })
      .from(shopCarts)
      .where(and(isNull(shopCarts.completedAt), lt(shopCarts.updatedAt, sql`now() - make_interval(days => ${staleCarts.idleDays})`)))
      .limit(staleCarts.batch)
      .for("update", { skipLocked: true });
    const deleted = await db.delete(shopCarts).where(inArray(shopCarts.token, stale)).returning({ token: shopCarts.token });
    removed += deleted.length;
    if (deleted.length < staleCarts.batch) break;
  }
  if (removed) log("shop.stale_carts_removed", { removed });
  return removed;
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Prune every `staleCarts.everyMs` until stopped; the timer never keeps the process alive by itself. */
export function startCartPruning(db: () => Database): ReturnType<typeof setInterval> {
  clearInterval(timer);
  timer = setInterval(() => {
    if (running) return;
    running = removeStaleCarts(db())
      .catch((error: unknown) => log("shop.stale_carts_failed", { error: (error as Error).message }, "error"))
      .finally(() => (running = undefined));
  }, staleCarts.everyMs);
  timer.unref();
  return timer;
}

/** Stop the timer and wait for a pruning in progress, so the database can close cleanly. */
export async function stopCartPruning() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
