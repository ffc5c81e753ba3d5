import { eq, lt } from "drizzle-orm";
import { database } from "./db/client.server.ts";
import { shopCartKeys } from "./db/schema.server.ts";

/** How long a cart key is remembered: far longer than a first add takes to bring back its cart cookie. */
const keptForMs = 24 * 3_600_000;

/** The cart a key already started, if any. */
export async function cartOfKey(key: string): Promise<string | null> {
  const [row] = await database().select({ cartId: shopCartKeys.cartId }).from(shopCartKeys).where(eq(shopCartKeys.key, key));
  return row?.cartId ?? null;
}

/**
 * Offer `cartId` as the key's cart and get the one that won: the first insert under the key stands, every later
 * one does nothing, whichever instance it ran on. Old keys are removed when a new one is claimed.
 */
export async function claimCartKey(key: string, cartId: string, now = new Date()): Promise<string> {
  const db = database();
  await db.delete(shopCartKeys).where(lt(shopCartKeys.createdAt, new Date(now.getTime() - keptForMs)));
  await db.insert(shopCartKeys).values({ key, cartId, createdAt: now }).onConflictDoNothing({ target: shopCartKeys.key });
  const winner = await cartOfKey(key);
  if (!winner) throw new Error("cart key vanished after its claim");
  return winner;
}
