import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { settings } from "./db/schema.server.ts";

const cache = new Map<string, string>();

/**
 * A random secret generated once and kept in the database, so links signed with it
 * survive restarts and work on every instance. Inside a transaction pass it as `db`
 * (PGlite has one connection: a query beside an open transaction would wait for it).
 */
export async function storedSecret(key: string, db: Queryable = database()): Promise<string> {
  const cached = cache.get(key);
  if (cached) return cached;
  await db.insert(settings).values({ key, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`Secret ${key} could not be stored`);
  cache.set(key, row.value);
  return row.value;
}

/** Forget cached secrets (tests open fresh databases). */
export function forgetSecrets() {
  cache.clear();
}

export async function signValue(key: string, value: string, db?: Queryable): Promise<string> {
  return createHmac("sha256", await storedSecret(key, db)).update(value).digest("base64url");
}

export async function verifySignature(key: string, value: string, signature: string): Promise<boolean> {
  return sameSecret(signature, await signValue(key, value));
}

/**
 * Whether a secret someone sent (a password, a token, a signature) is the one expected, in a time that
 * tells nothing about how much of it was right: both are hashed first, so not even the length leaks.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
