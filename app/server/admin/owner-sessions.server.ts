import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { createCookie, createSessionStorage, type SessionStorage } from "react-router";
import { adminInbox } from "../../config/salon.ts";
import { database } from "../db/client.server.ts";
import type { Queryable } from "../db/queryable.server.ts";
import { accounts, ownerSessions } from "../db/schema.server.ts";
import { env } from "../env.server.ts";
import { storedSecret } from "../secrets.server.ts";

/** What a session cookie's row holds: whose it is, and what the browser said it was (for the list of sessions). */
export type AccountSessionData = { accountId: number; device?: string };

export const sessionIdHash = (id: string) => createHash("sha256").update(id).digest("base64url");

/** What ties a session to the account's password: once the password changes, the session opens nothing. */
export const passwordStamp = (passwordHash: string | null) => createHash("sha256").update(passwordHash ?? "").digest("base64url");

/** Last-seen times are written at most this often per session. */
const lastSeenEveryMs = 60_000;

/** "Chrome on Android", "Safari on iPhone": enough for the owner to tell her sessions apart. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrom(e|ium)\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const system = /iPhone/.test(ua) ? "iPhone" : /iPad/.test(ua) ? "iPad" : /Android/.test(ua) ? "Android" : /Mac OS X/.test(ua) ? "Mac" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "an unknown system";
  return `${browser} on ${system}`;
}

/**
 * The sessions of every account: a signed cookie holding a random id, and the row it names (only the id's
 * SHA-256 is stored). Built on first use because the cookie's secret is read from the database.
 */
export function createAccountSessionStorage(): Promise<SessionStorage<AccountSessionData>> {
  return storedSecret("owner-session-cookie").then((secret) => {
    const cookie = createCookie("wt_admin", {
      path: "/",
      httpOnly: true,
      // Strict: the back office never needs the session on a request started by another site.
      sameSite: "strict",
      secure: env().SITE_URL.startsWith("https:"),
      maxAge: adminInbox.sessionHours * 3600,
      secrets: [secret],
    });
    return createSessionStorage<AccountSessionData>({
      cookie,
      async createData(data, expires) {
        const id = randomBytes(32).toString("base64url");
        const [account] = await database().select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, data.accountId!));
        await database()
          .insert(ownerSessions)
          .values({
            idHash: sessionIdHash(id),
            accountId: data.accountId,
            device: data.device?.slice(0, 80) ?? null,
            passwordStamp: passwordStamp(account?.passwordHash ?? null),
            data,
            lastSeenAt: new Date(),
            expiresAt: expires ?? new Date(Date.now() + adminInbox.sessionHours * 3600_000),
          });
        return id;
      },
      async readData(id) {
        // The cookie is signed, so the id is one we issued; anything else is no session.
        if (typeof id !== "string") return null;
        const idHash = sessionIdHash(id);
        const now = new Date();
        const [row] = await database()
          .select({ data: ownerSessions.data, stamp: ownerSessions.passwordStamp, lastSeenAt: ownerSessions.lastSeenAt, passwordHash: accounts.passwordHash })
          .from(ownerSessions)
          .innerJoin(accounts, eq(accounts.id, ownerSessions.accountId))
          .where(and(eq(ownerSessions.idHash, idHash), gt(ownerSessions.expiresAt, now), isNull(accounts.removedAt)));
        // Alive only while the account's password is the one the session was opened with.
        if (!row || !row.passwordHash || row.stamp !== passwordStamp(row.passwordHash)) return null;
        if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > lastSeenEveryMs)
          await database().update(ownerSessions).set({ lastSeenAt: now }).where(eq(ownerSessions.idHash, idHash));
        return row.data as AccountSessionData;
      },
      async updateData(id, data, expires) {
        // Only a row still there is updated: a revoked session is never brought back.
        await database()
          .update(ownerSessions)
          .set(expires ? { data, expiresAt: expires } : { data })
          .where(and(eq(ownerSessions.idHash, sessionIdHash(id)), gt(ownerSessions.expiresAt, new Date())));
      },
      async deleteData(id) {
        if (id)
          await database()
            .delete(ownerSessions)
            .where(eq(ownerSessions.idHash, sessionIdHash(id)));
      },
    });
  });
}

/** Sessions still open, newest activity first, each with its account's name (for the owner's list). */
export async function liveSessions() {
  return database()
    .select({ idHash: ownerSessions.idHash, accountId: ownerSessions.accountId, device: ownerSessions.device, createdAt: ownerSessions.createdAt, lastSeenAt: ownerSessions.lastSeenAt })
    .from(ownerSessions)
    .innerJoin(accounts, eq(accounts.id, ownerSessions.accountId))
    .where(and(gt(ownerSessions.expiresAt, new Date()), isNull(accounts.removedAt)))
    .orderBy(desc(ownerSessions.lastSeenAt));
}

/** Ends one session by its id hash (the owner's "sign out" beside a session); says whose it was, or null. */
export async function deleteSession(idHash: string, db: Queryable = database()) {
  const [gone] = await db.delete(ownerSessions).where(eq(ownerSessions.idHash, idHash)).returning({ accountId: ownerSessions.accountId, device: ownerSessions.device });
  if (!gone?.accountId) return null;
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, gone.accountId));
  return { email: account?.email ?? "", device: gone.device };
}

/**
 * Removes sessions that can no longer open anything: expired, or from before accounts existed (no account:
 * after the upgrade every browser signs in once more). Sessions whose password has since changed are
 * ended when it changes.
 */
export async function pruneOwnerSessions(now = new Date()): Promise<number> {
  const stale = await database()
    .delete(ownerSessions)
    .where(or(lte(ownerSessions.expiresAt, now), isNull(ownerSessions.accountId)))
    .returning({ idHash: ownerSessions.idHash });
  return stale.length;
}

