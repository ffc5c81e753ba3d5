import { and, count, eq, gt, isNull, lt, max, min, or, sql } from "drizzle-orm";
import { adminInbox } from "~/config/salon";
import { isPlainSitePath } from "~/lib/site-path";
import { database, type Database } from "../db/client.server.ts";
import { ownerLoginAttempts } from "../db/schema.server.ts";

export type LoginPolicy = Record<
  | "loginAttemptsPerWindow"
  | "loginWindowMs"
  | "accountLoginFailures"
  | "globalLoginFailures"
  | "globalLoginWindowMs"
  | "globalLoginFirstDelayMs"
  | "globalLoginMaxDelayMs",
  number
>;

/** Recent failures as the limits see them (times in ms since the epoch). */
export type RecentFailures = {
  /** This browser's own failures in the short window (a known browser), or this IP's (any other). */
  own: { count: number; firstAt: number | null };
  /** Failures for the account the attempt names, from anywhere, in the short window. */
  account: { count: number; firstAt: number | null };
  /** Failures from everywhere in the long window. */
  everywhere: { count: number; lastAt: number | null };
};

/**
 * How long an attempt must wait, in ms (0: it may try now). The rule:
 * - every attempt: after `loginAttemptsPerWindow` failures from the same source within `loginWindowMs`
 *   (a known browser is its own source; any other attempt's source is its IP), it waits until the
 *   first of them is that old;
 * - an attempt from a browser that is not known waits while its account is under attack: after
 *   `accountLoginFailures` failures for that account (from anywhere) within `loginWindowMs`, until the
 *   first of them is that old;
 * - an attempt from a browser that is not known also waits while the whole site is under attack:
 *   once `globalLoginFailures` failures (from any IP) fall within `globalLoginWindowMs`, each further
 *   attempt waits `globalLoginFirstDelayMs`, doubled for every failure beyond that, at most
 *   `globalLoginMaxDelayMs`, counted from the latest failure.
 * A known browser is exempt from the second and third rules and counted apart from its IP, so no one else's
 * failures can keep the owner's own browser out.
 */
export function loginWaitMs(recent: RecentFailures, knownBrowser: boolean, now: number, policy: LoginPolicy = adminInbox): number {
  let wait = 0;
  if (recent.own.count >= policy.loginAttemptsPerWindow && recent.own.firstAt !== null)
    wait = recent.own.firstAt + policy.loginWindowMs - now;
  if (!knownBrowser && recent.account.count >= policy.accountLoginFailures && recent.account.firstAt !== null)
    wait = Math.max(wait, recent.account.firstAt + policy.loginWindowMs - now);
  if (!knownBrowser && recent.everywhere.count >= policy.globalLoginFailures && recent.everywhere.lastAt !== null) {
    const doublings = Math.min(recent.everywhere.count - policy.globalLoginFailures, 40);
    const delay = Math.min(policy.globalLoginFirstDelayMs * 2 ** doublings, policy.globalLoginMaxDelayMs);
    wait = Math.max(wait, recent.everywhere.lastAt + delay - now);
  }
  return Math.max(0, wait);
}

export type LoginGate = { admitted: true; attemptId: number } | { admitted: false; retryAfterSeconds: number; siteWide: boolean };

/** The attempts counted against this source: a known browser's by its id, anyone else's by IP. */
const sameSource = (ip: string, knownBrowser: string | null) =>
  knownBrowser ? eq(ownerLoginAttempts.device, knownBrowser) : and(eq(ownerLoginAttempts.ip, ip), isNull(ownerLoginAttempts.device));

/** Serialises the decisions of every instance sharing the database (any constant key will do). */
const gateLock = 0x5754_4c47;

/**
 * Decide whether this attempt may check a password, and if so record it as a failure before the
 * check: concurrent guesses then see each other, and only a right password removes the row again
 * (`loginSucceeded`). State is in the database so every instance counts the same failures.
 */
export async function admitLoginAttempt(
  ip: string,
  knownBrowser: string | null,
  accountId: number | null,
  now = new Date(),
  policy: LoginPolicy = adminInbox,
  db: Database = database(),
): Promise<LoginGate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${gateLock})`);
    await tx
      .delete(ownerLoginAttempts)
      .where(lt(ownerLoginAttempts.at, new Date(now.getTime() - Math.max(policy.globalLoginWindowMs, policy.loginWindowMs))));
    const ownWindow = gt(ownerLoginAttempts.at, new Date(now.getTime() - policy.loginWindowMs));
    const [own] = await tx
      .select({ count: count(), firstAt: min(ownerLoginAttempts.at) })
      .from(ownerLoginAttempts)
      .where(and(sameSource(ip, knownBrowser), ownWindow));
    const [account] = accountId
      ? await tx
          .select({ count: count(), firstAt: min(ownerLoginAttempts.at) })
          .from(ownerLoginAttempts)
          .where(and(eq(ownerLoginAttempts.accountId, accountId), ownWindow))
      : [{ count: 0, firstAt: null }];
    const [everywhere] = await tx
      .select({ count: count(), lastAt: max(ownerLoginAttempts.at) })
      .from(ownerLoginAttempts)
      .where(gt(ownerLoginAttempts.at, new Date(now.getTime() - policy.globalLoginWindowMs)));
    const recent: RecentFailures = {
      own: { count: own?.count ?? 0, firstAt: own?.firstAt ? new Date(own.firstAt).getTime() : null },
      account: { count: account?.count ?? 0, firstAt: account?.firstAt ? new Date(account.firstAt).getTime() : null },
      everywhere: { count: everywhere?.count ?? 0, lastAt: everywhere?.lastAt ? new Date(everywhere.lastAt).getTime() : null },
    };
    const wait = loginWaitMs(recent, knownBrowser !== null, now.getTime(), policy);
    if (wait > 0) {
      const ownWait = loginWaitMs(recent, true, now.getTime(), policy);
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), siteWide: ownWait < wait };
    }
    const [row] = await tx
      .insert(ownerLoginAttempts)
      .values({ ip, device: knownBrowser, accountId, at: now })
      .returning({ id: ownerLoginAttempts.id });
    return { admitted: true, attemptId: row!.id };
  });
}

/** The password was right: this attempt was no failure, and this IP's or browser's earlier ones are forgiven. */
export async function loginSucceeded(attemptId: number, ip: string, knownBrowser: string | null): Promise<void> {
  await database()
    .delete(ownerLoginAttempts)
    .where(or(eq(ownerLoginAttempts.id, attemptId), sameSource(ip, knownBrowser)));
}

/** Where to go after logging in: only a plain path of our own inbox or developer pages; anything else is dropped. */
export function safeNext(next: string | null | undefined): string {
  if (!isPlainSitePath(next)) return "/admin";
  return /^\/(admin|dev)(?:$|[/?#])/.test(next) ? next : "/admin";
}
