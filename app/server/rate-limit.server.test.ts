import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoInstancesForSuite } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import { createRateLimiter, databaseStore, processStore, slidingVerdict } from "./rate-limit.server";

const minute = 60_000;

describe("sliding window", () => {
  it("counts the previous window's hits for the part of it still inside the last window", () => {
    // 10 hits last minute, 4 this minute, a quarter through: 10 × 0.75 + 4 = 11.5.
    const counts = { windowStart: minute, hits: 4, previousHits: 10 };
    expect(slidingVerdict(12, minute, minute + minute / 4, counts)).toEqual({ allowed: true });
    expect(slidingVerdict(11, minute, minute + minute / 4, counts).allowed).toBe(false);
  });

  it("says how long until one more hit fits: while the previous window fades, or into the next window", () => {
    // 5 hits (this one too) and 8 before, 10 s in: 8 × (1 − e) + 5 + 1 ≤ 11 once e ≥ 3/8 (22.5 s), 12.5 s from now.
    expect(slidingVerdict(11, minute, minute + 10_000, { windowStart: minute, hits: 5, previousHits: 8 })).toEqual({
      allowed: false,
      retryAfterSeconds: 13,
    });
    // 3 hits over a limit of 2, 2 s in: 58 s to the next window, then 3 × (1 − e) + 1 ≤ 2 once e ≥ 2/3 (40 s).
    expect(slidingVerdict(2, minute, 2000, { windowStart: 0, hits: 3, previousHits: 0 })).toEqual({ allowed: false, retryAfterSeconds: 98 });
  });
});

describe("rate limiter in this process", () => {
  it("allows up to the limit per key, then says how long to wait; another key has its own count", async () => {
    const limiter = createRateLimiter({ name: "test", limit: 2, windowMs: minute, store: processStore() });
    expect(await limiter.hit("a", 0)).toEqual({ allowed: true });
    expect(await limiter.hit("a", 1000)).toEqual({ allowed: true });
    expect(await limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 98 });
    expect(await limiter.hit("b", 2000)).toEqual({ allowed: true });
  });

  it("lets the last window's hits fade instead of forgetting them at its end", async () => {
    const limiter = createRateLimiter({ name: "test", limit: 4, windowMs: 1000, store: processStore() });
    for (let at = 0; at < 4; at++) expect((await limiter.hit("a", at)).allowed).toBe(true);
    expect((await limiter.hit("a", 1000)).allowed).toBe(false);
    expect((await limiter.hit("a", 1900)).allowed).toBe(true);
    expect((await limiter.hit("a", 3000)).allowed).toBe(true);
  });
});

const postgres = testDatabases().find((database) => database.options.databaseUrl);

describe.runIf(postgres)("rate limiter shared on PostgreSQL", () => {
  const instances = twoInstancesForSuite(postgres?.options ?? {});

  it("two instances on one database share a client's limit, and refuse together once it is spent", async () => {
    const limit = 6;
    const [one, two] = instances().map((instance) => createRateLimiter({ name: "shared", limit, windowMs: minute, store: databaseStore(instance.db) }));
    const now = 10 * minute + 1000;
    const verdicts = await Promise.all(Array.from({ length: limit }, (_, i) => (i % 2 ? one! : two!).hit("198.51.100.1", now)));
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true);
    expect((await one!.hit("198.51.100.1", now)).allowed).toBe(false);
    expect((await two!.hit("198.51.100.1", now)).allowed).toBe(false);
    expect((await two!.hit("198.51.100.2", now)).allowed).toBe(true);

    const { rows } = await instances()[0].db.execute(sql`select count(*)::int as count from rate_limit_windows where limit_name = 'shared'`);
    expect(rows[0]).toEqual({ count: 2 });
  });

  it("rolls a client's row into the next window, the old hits fading, and drops clients gone two windows", async () => {
    const [one, two] = instances().map((instance) => createRateLimiter({ name: "rolling", limit: 4, windowMs: minute, store: databaseStore(instance.db) }));
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? one! : two!).hit("198.51.100.3", 0)).allowed).toBe(true);
    expect((await one!.hit("198.51.100.4", 0)).allowed).toBe(true);
    // A quarter into the next minute, the last minute still counts for 3 of its 4.
    expect((await two!.hit("198.51.100.3", minute + minute / 4)).allowed).toBe(true);
    expect((await one!.hit("198.51.100.3", minute + minute / 4)).allowed).toBe(false);
    // Two windows later the first client's row is rolled again and the silent one swept.
    expect((await one!.hit("198.51.100.3", 3 * minute)).allowed).toBe(true);
    await expect
      .poll(async () => (await instances()[1].db.execute(sql`select client_key from rate_limit_windows where limit_name = 'rolling' order by 1`)).rows)
      .toEqual([{ client_key: "198.51.100.3" }]);
  });
});
