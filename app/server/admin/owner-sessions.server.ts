import { createHash, randomBytes, scrypt } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt, lte, ne, or } from "drizzle-orm";
import { createCookie, createSessionStorage, type SessionStorage } from "react-router";
import { adminInbox } from "../../config/salon.ts";
import { database } from "../db/client.server.ts";
import { ownerSessions } from "../db/schema.server.ts";
import { env } from "../env.server.ts";
import { storedSecret } from "../secrets.server.ts";

type OwnerSessionData = { owner: true };

const hash = (id: string) => createHash("sha256").update(id).digest("base64url");
const slowHash = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;
let stamped: { password: string; stamp: Promise<string> } | undefined;

/**
 * What ties a session to the password it was opened with. A slow, salted hash: the database never
 * holds something a stolen copy could test guesses against quickly. Computed once per password.
 */
export function passwordStamp(password: string): Promise<string> {
  if (stamped?.password !== password) {
    stamped = {
      password,
      stamp: storedSecret("owner-password-salt")
        .then((salt) => slowHash(password, salt, 32))
        .then((key) => key.toString("base64url")),
    };
  }
  return stamped.stamp;
}

/**
 * The owner's sessions: a signed cookie holding a random id, and the row it names. Built on first
 * use because the cookie's secret is read from the database.
 */
export function createOwnerSessionStorage(currentPassword: () => string): Promise<SessionStorage<OwnerSessionData>> {
  return storedSecret("owner-session-cookie").then((secret) => {
    const cookie = createCookie("wt_admin", {
      path: "/",
      httpOnly: true,
      // Strict: the inbox never needs the session on a request started by another site.
      sameSite: "strict",
      secure: env().SITE_URL.startsWith("https:"),
      maxAge: adminInbox.sessionHours * 3600,
      secrets: [secret],
    });
    /** The row of a session that still opens the inbox: not expired, opened with today's password. */
    const live = async (id: string) =>
      and(
        eq(ownerSessions.idHash, hash(id)),
        gt(ownerSessions.expiresAt, new Date()),
        eq(ownerSessions.passwordStamp, await passwordStamp(currentPassword())),
      );
    return createSessionStorage<OwnerSessionData>({
      cookie,
      async createData(data, expires) {
        const id = randomBytes(32).toString("base64url");
        await database()
          .insert(ownerSessions)
          .values({
            idHash: hash(id),
            passwordStamp: await passwordStamp(currentPassword()),
            data,
            expiresAt: expires ?? new Date(Date.now() + adminInbox.sessionHours * 3600_000),
          });
        return id;
      },
      async readData(id) {
        // The cookie is signed, so the id is one we issued; anything else is no session.
        if (typeof id !== "string") return null;
        const [row] = await database()
          .select({ data: ownerSessions.data })
          .from(ownerSessions)
          .where(await live(id));
        return (row?.data as OwnerSessionData | undefined) ?? null;
      },
      async updateData(id, data, expires) {
        // Only a live row is updated: a revoked session is never brought back.
        await database()
          .update(ownerSessions)
          .set(expires ? { data, expiresAt: expires } : { data })
          .where(await live(id));
      },
      async deleteData(id) {
        if (id)
          await database()
            .delete(ownerSessions)
            .where(eq(ownerSessions.idHash, hash(id)));
      },
    });
  });
}

/** Remove every session: "sign out on every device". */
export async function deleteEveryOwnerSession(): Promise<void> {
  await database().delete(ownerSessions);
}

/** Remove sessions that can no longer open anything: expired, or opened with another password. */
export async function pruneOwnerSessions(password: string): Promise<number> {
  const stale = await database()
    .delete(ownerSessions)
    .where(or(lte(ownerSessions.expiresAt, new Date()), ne(ownerSessions.passwordStamp, await passwordStamp(password))))
    .returning({ idHash: ownerSessions.idHash });
  return stale.length;
}
