import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminInbox } from "~/config/salon";
import { closeDatabase, database, openDatabase, type Connection } from "../db/client.server";
import { isolatedDatabase, twoInstancesForSuite } from "../db/isolated-test-database";
import { testDatabases } from "../db/test-databases";
import { admitLoginAttempt, loginSucceeded, loginWaitMs, safeNext, type LoginPolicy, type RecentFailures } from "./login.server";

/**
 * An attacker with `ips` addresses who guesses as fast as the limits allow: the seconds until
 * `guesses` wrong passwords have been checked.
 */
function secondsToGuess(guesses: number, ips: number, policy: LoginPolicy): number {
  const failures: { ip: number; at: number }[] = [];
  let now = 0;
  const recentFor = (ip: number, at: number): RecentFailures => {
    const own = failures.filter((f) => f.ip === ip && f.at > at - policy.loginWindowMs);
    const everywhere = failures.filter((f) => f.at > at - policy.globalLoginWindowMs);
    return {
      own: { count: own.length, firstAt: own[0]?.at ?? null },
      // Each guess names another e-mail: only the IP and site-wide rules hold the attacker back here.
      account: { count: 0, firstAt: null },
      everywhere: { count: everywhere.length, lastAt: everywhere.at(-1)?.at ?? null },
    };
  };
  for (let guess = 0; guess < guesses; guess++) {
    let best = { ip: 0, wait: Infinity };
    for (let ip = 0; ip < ips; ip++) {
      const wait = loginWaitMs(recentFor(ip, now), false, now, policy);
      if (wait < best.wait) best = { ip, wait };
    }
    now += best.wait;
    failures.push({ ip: best.ip, at: now });
  }
  return now / 1000;
}

describe("owner login limits (the rule)", () => {
  const perIpOnly = { ...adminInbox, globalLoginFailures: Number.POSITIVE_INFINITY };

  it("before: 50 addresses could check 500 passwords without waiting at all", () => {
    expect(secondsToGuess(500, 50, perIpOnly)).toBe(0);
  });

  it("now: 500 guesses from 50 addresses take about 19 hours (100 take over 3), about 26 an hour however many addresses", () => {
    expect(secondsToGuess(100, 50, adminInbox) / 3600).toBeGreaterThan(3);
    expect(secondsToGuess(500, 50, adminInbox) / 3600).toBeGreaterThan(19);
    expect(secondsToGuess(500, 500, adminInbox) / 3600).toBeGreaterThan(19);
  });

  it("holds back a strange browser once one account has had too many failures, but not a known one", () => {
    const at = 1_000_000_000;
    const first = at - 60_000;
    const waitAfter = (count: number, known: boolean) =>
      loginWaitMs({ own: { count: 0, firstAt: null }, account: { count, firstAt: first }, everywhere: { count: 0, lastAt: null } }, known, at, adminInbox);
    expect(waitAfter(adminInbox.accountLoginFailures - 1, false)).toBe(0);
    expect(waitAfter(adminInbox.accountLoginFailures, false)).toBe(first + adminInbox.loginWindowMs - at);
    expect(waitAfter(adminInbox.accountLoginFailures * 10, true)).toBe(0);
  });

  it("doubles the wait for every failure past the free ones, up to the cap", () => {
    const at = 1_000_000_000;
    const waitAfter = (count: number) =>
      loginWaitMs({ own: { count: 0, firstAt: null }, account: { count: 0, firstAt: null }, everywhere: { count, lastAt: at } }, false, at, adminInbox);
    expect(waitAfter(adminInbox.globalLoginFailures - 1)).toBe(0);
    expect(waitAfter(adminInbox.globalLoginFailures)).toBe(1000);
    expect(waitAfter(adminInbox.globalLoginFailures + 1)).toBe(2000);
    expect(waitAfter(adminInbox.globalLoginFailures + 3)).toBe(8000);
    expect(waitAfter(adminInbox.globalLoginFailures + 100)).toBe(adminInbox.globalLoginMaxDelayMs);
    // A browser the owner signed in from before is not held back by anyone else's failures.
    expect(loginWaitMs({ own: { count: 0, firstAt: null }, account: { count: 0, firstAt: null }, everywhere: { count: 500, lastAt: at } }, true, at, adminInbox)).toBe(0);
  });

  it("only sends a signed-in owner on to the inbox or the developer pages", () => {
    expect(safeNext("/admin/inbox?s=leads")).toBe("/admin/inbox?s=leads");
    expect(safeNext("/dev/collections")).toBe("/dev/collections");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("/contact")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
    expect(safeNext("/admin\r\nSet-Cookie: x=1")).toBe("/admin");
    expect(safeNext("/admin/\u0100")).toBe("/admin");
    expect(safeNext("/administrator")).toBe("/admin");
    expect(safeNext("/admin#inbox")).toBe("/admin#inbox");
  });
});

describe.each(testDatabases())("owner login limits on $name", ({ options }) => {
  const start = new Date("2026-11-25T10:00:00Z").getTime();
  const at = (seconds: number) => new Date(start + seconds * 1000);
  const fail = async (ip: string, browser: string | null, seconds: number) => {
    const gate = await admitLoginAttempt(ip, browser, null, at(seconds));
    expect(gate.admitted).toBe(true);
  };

  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  beforeEach(async () => {
    await database().execute(sql`truncate table owner_login_attempts`);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("makes an IP wait after too many wrong passwords, and only that IP", async () => {
    for (let i = 0; i < adminInbox.loginAttemptsPerWindow; i++) await fail("1.1.1.1", null, i);
    expect(await admitLoginAttempt("1.1.1.1", null, null, at(60))).toEqual({ admitted: false, retryAfterSeconds: 15 * 60 - 60, siteWide: false });
    expect((await admitLoginAttempt("2.2.2.2", null, null, at(60))).admitted).toBe(true);
    expect((await admitLoginAttempt("1.1.1.1", null, null, at(15 * 60 + 1))).admitted).toBe(true);
  });

  it("slows every unknown browser once failures pile up everywhere, but lets the owner's known browser in", async () => {
    for (let i = 0; i < adminInbox.globalLoginFailures + 4; i++) await fail(`10.0.0.${i}`, null, i * 60);
    const now = (adminInbox.globalLoginFailures + 3) * 60 + 1;
    // 4 failures past the free 20: the next attempt waits 16 s from the latest one, from any address.
    expect(await admitLoginAttempt("10.9.9.9", null, null, at(now))).toEqual({ admitted: false, retryAfterSeconds: 15, siteWide: true });
    const owner = await admitLoginAttempt("10.9.9.9", "known-browser-id-00000", null, at(now));
    expect(owner.admitted).toBe(true);
    if (owner.admitted) await loginSucceeded(owner.attemptId, "10.9.9.9", "known-browser-id-00000");
    expect((await admitLoginAttempt("10.9.9.9", null, null, at(now + 16))).admitted).toBe(true);
  });

  it("admits one of many simultaneous guesses while the limit is active", async () => {
    for (let i = 0; i < adminInbox.globalLoginFailures; i++) await fail(`10.0.1.${i}`, null, i);
    const gates = await Promise.all(Array.from({ length: 8 }, (_, i) => admitLoginAttempt(`10.0.2.${i}`, null, null, at(100))));
    expect(gates.filter((gate) => gate.admitted)).toHaveLength(1);
  });

  it("limits a known browser on its own count, and forgives its failures after the right password", async () => {
    const browser = "known-browser-id-11111";
    for (let i = 0; i < adminInbox.loginAttemptsPerWindow; i++) await fail("3.3.3.3", browser, i);
    expect(await admitLoginAttempt("3.3.3.3", browser, null, at(20))).toMatchObject({ admitted: false, siteWide: false });
    // The same address without the cookie is another source.
    const other = await admitLoginAttempt("3.3.3.3", null, null, at(20));
    expect(other.admitted).toBe(true);
    if (other.admitted) await loginSucceeded(other.attemptId, "3.3.3.3", null);
    const later = await admitLoginAttempt("3.3.3.3", browser, null, at(15 * 60 + 1));
    expect(later.admitted).toBe(true);
    if (later.admitted) await loginSucceeded(later.attemptId, "3.3.3.3", browser);
    const [{ count }] = (await database().execute(sql`select count(*)::int as count from owner_login_attempts`)).rows as [
      { count: number },
    ];
    expect(count).toBe(0);
  });
});

const postgres = testDatabases().find((candidate) => candidate.options.databaseUrl);

describe.runIf(postgres)("owner login limits shared by two instances on one PostgreSQL", () => {
  const at = new Date("2026-11-25T12:00:00Z");
  const instances = twoInstancesForSuite(postgres?.options ?? {});

  it("failures counted by one instance hold the address back on the other, and simultaneous guesses on both admit one", async () => {
    const [one, two] = instances().map((instance) => instance.db) as [Connection["db"], Connection["db"]];
    for (let i = 0; i < adminInbox.loginAttemptsPerWindow; i++) {
      const gate = await admitLoginAttempt("192.0.2.1", null, null, at, adminInbox, i % 2 ? one : two);
      expect(gate.admitted).toBe(true);
    }
    expect(await admitLoginAttempt("192.0.2.1", null, null, at, adminInbox, two)).toMatchObject({ admitted: false, siteWide: false });
    expect(await admitLoginAttempt("192.0.2.1", null, null, at, adminInbox, one)).toMatchObject({ admitted: false, siteWide: false });

    // The site-wide limit, reached between them: once its longest wait is over, of eight guesses at once spread over
    // both, one is checked and the others wait again.
    for (let i = 0; i < adminInbox.globalLoginFailures; i++) await admitLoginAttempt(`192.0.2.${10 + i}`, null, null, at, adminInbox, i % 2 ? one : two);
    const gates = await Promise.all(Array.from({ length: 8 }, (_, i) => admitLoginAttempt(`198.51.100.${i}`, null, null, new Date(at.getTime() + adminInbox.globalLoginMaxDelayMs + 1000), adminInbox, i % 2 ? one : two)));
    expect(gates.filter((gate) => gate.admitted)).toHaveLength(1);
  });
});
