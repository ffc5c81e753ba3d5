import { sql } from "drizzle-orm";
import { database, databaseInfo, type Database } from "./db/client.server.ts";
import { log } from "./log.server.ts";

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One client's counts: the hits of the current fixed window (this one included) and of the window before it. */
export type WindowCounts = { windowStart: number; hits: number; previousHits: number };

/** Where counts are kept: counting one hit returns the counts after it, in one step. */
export type RateLimitStore = {
  count(limitName: string, windowMs: number, clientKey: string, windowStart: number): Promise<WindowCounts>;
};

/**
 * Sliding window: the previous window's hits count for the part of it still inside the last `windowMs`, as if they
 * had been spread evenly, plus every hit of the current window. Refused hits count too, so a client that keeps
 * hammering stays refused until it pauses. The wait is how long until one more hit would be allowed.
 */
export function slidingVerdict(limit: number, windowMs: number, now: number, counts: WindowCounts): RateVerdict {
  const elapsed = Math.min(windowMs, Math.max(0, now - counts.windowStart));
  const estimate = (counts.previousHits * (windowMs - elapsed)) / windowMs + counts.hits;
  if (estimate <= limit) return { allowed: true };
  const roomLeft = limit - 1 - counts.hits;
  const waitMs =
    roomLeft >= 0
      ? windowMs * (1 - roomLeft / counts.previousHits) - elapsed
      : windowMs - elapsed + windowMs * (1 - (limit - 1) / counts.hits);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Counts in this process, bounded: past 50,000 clients, those with no hit in the last two windows are dropped. */
export function processStore(): RateLimitStore {
  const clients = new Map<string, WindowCounts>();
  return {
    async count(limitName, windowMs, clientKey, windowStart) {
      const key = `${limitName}\n${clientKey}`;
      const before = clients.get(key);
      if (!before && clients.size > 50_000) {
        for (const [k, counts] of clients) if (counts.windowStart < windowStart - windowMs) clients.delete(k);
      }
      const after = rollForward(before, windowStart, windowMs);
      clients.set(key, after);
      return after;
    },
  };
}

function rollForward(before: WindowCounts | undefined, windowStart: number, windowMs: number): WindowCounts {
  if (before && before.windowStart >= windowStart) return { ...before, hits: before.hits + 1 };
  const previousHits = before && before.windowStart === windowStart - windowMs ? before.hits : 0;
  return { windowStart, hits: 1, previousHits };
}

/**
 * Counts in PostgreSQL, shared by every instance: one upsert per hit, which rolls the row to the current window
 * (the same rule as rollForward) and returns the counts. A row whose window is ahead of this instance's clock is
 * treated as the current window, so a little clock skew between instances never resets a count.
 */
export function databaseStore(db: Database): RateLimitStore {
  const lastSweep = new Map<string, number>();
  return {
    async count(limitName, windowMs, clientKey, windowStart) {
      const result = await db.execute(sql`
        insert into rate_limit_windows as w (limit_name, client_key, window_start, hits, previous_hits)
        values (${limitName}, ${clientKey}, ${windowStart}, 1, 0)
        on conflict (limit_name, client_key) do update set
          previous_hits = case
            when w.window_start >= excluded.window_start then w.previous_hits
            when w.window_start = excluded.window_start - ${windowMs} then w.hits
            else 0 end,
          hits = case when w.window_start >= excluded.window_start then w.hits + 1 else 1 end,
          window_start = greatest(w.window_start, excluded.window_start)
        returning window_start, hits, previous_hits`);
      const row = result.rows[0] as { window_start: string | number; hits: number; previous_hits: number };
      // Rows of clients not seen for two windows count for nothing: removed at most once a window per limit.
      if ((lastSweep.get(limitName) ?? 0) < windowStart) {
        lastSweep.set(limitName, windowStart);
        db.execute(sql`delete from rate_limit_windows where limit_name = ${limitName} and window_start < ${windowStart - windowMs}`).catch(
          (error: Error) => log("rate_limit.sweep_failed", { limit: limitName, message: error.message.slice(0, 200) }, "warn"),
        );
      }
      return { windowStart: Number(row.window_start), hits: Number(row.hits), previousHits: Number(row.previous_hits) };
    },
  };
}

/** PostgreSQL's shared counts when the server runs on it; this process's counts with the embedded database. */
const processCounts = processStore();
let sharedCounts: { db: Database; store: RateLimitStore } | undefined;
function defaultStore(): RateLimitStore {
  if (databaseInfo()?.kind !== "postgres") return processCounts;
  const db = database();
  if (sharedCounts?.db !== db) sharedCounts = { db, store: databaseStore(db) };
  return sharedCounts.store;
}

/**
 * A named sliding-window limit per client key (the client IP). When the shared counts cannot be reached, the hit
 * is counted in this process instead, so a database outage neither opens nor shuts every limit.
 */
export function createRateLimiter({ name, limit, windowMs, store }: { name: string; limit: number; windowMs: number; store?: RateLimitStore }) {
  return {
    /** Count one request; says whether it is allowed and, if not, how many seconds to wait. */
    async hit(clientKey: string, now = Date.now()): Promise<RateVerdict> {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const chosen = store ?? defaultStore();
      let counts: WindowCounts;
      try {
        counts = await chosen.count(name, windowMs, clientKey, windowStart);
      } catch (error) {
        if (chosen === processCounts) throw error;
        log("rate_limit.shared_count_failed", { limit: name, message: (error as Error).message.slice(0, 200) }, "warn");
        counts = await processCounts.count(name, windowMs, clientKey, windowStart);
      }
      return slidingVerdict(limit, windowMs, now, counts);
    },
  };
}
