/** The owner's discount codes in /admin: the list with how often each was used, saving a code, pausing and resuming it. */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { discountCodeMessages, type DiscountCodeFieldErrors, type DiscountCodeInput } from "../../lib/shop/discount-code-form.ts";
import { audit, type Actor } from "../accounts/audit.server.ts";
import { markContentChanged } from "../content-revision.server.ts";
import type { Database } from "../db/client.server.ts";
import { discountCodes, discountRedemptions } from "../db/schema.server.ts";

export async function listDiscountCodes(db: Database) {
  return db
    .select({ row: discountCodes, uses: count(discountRedemptions.orderNumber) })
    .from(discountCodes)
    .leftJoin(discountRedemptions, eq(discountRedemptions.codeId, discountCodes.id))
    .groupBy(discountCodes.id)
    .orderBy(asc(discountCodes.code));
}

export async function findDiscountCode(db: Database, id: number) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/** The fields a save changed, each as { from, to }. */
function changedFields(before: typeof discountCodes.$inferSelect, input: DiscountCodeInput): Record<string, { from: unknown; to: unknown }> {
  const changes = (Object.keys(input) as (keyof DiscountCodeInput)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]));
  return Object.fromEntries(changes.map((key) => [key, { from: before[key], to: input[key] }]));
}

export type SaveResult = { ok: true; code: string } | { ok: false; status: 404 | 409; errors: DiscountCodeFieldErrors };

/**
 * A new code (`id` null) or the owner's changes to one. Another code with the same name is refused on
 * the code's field (the unique constraint keeps two codes from ever sharing a name).
 */
export async function saveDiscountCode(db: Database, id: number | null, input: DiscountCodeInput, by: Actor): Promise<SaveResult> {
  const taken: SaveResult = { ok: false, status: 409, errors: { code: discountCodeMessages.taken } };
  if (id === null) {
    return db.transaction(async (tx) => {
      const created = await tx
        .insert(discountCodes)
        .values(input)
        .onConflictDoNothing({ target: discountCodes.code })
        .returning({ code: discountCodes.code });
      if (!created.length) return taken;
      await audit(tx, { who: by, action: "discount code added", subject: `Discount code ${input.code}`, detail: { ...input } });
      return { ok: true, code: input.code };
    });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id));
    const [other] = await tx
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.code, input.code), ne(discountCodes.id, id)));
    if (other) return taken;
    const updated = await tx
      .update(discountCodes)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id))
      .returning({ code: discountCodes.code });
    // The code may be the one the exit-intent offer states on every page (a new code cannot be: it exists from the start).
    if (!updated.length || !before) return { ok: false, status: 404, errors: {} };
    await markContentChanged(tx, `discount code ${input.code}`);
    await audit(tx, { who: by, action: "discount code changed", subject: `Discount code ${input.code}`, detail: changedFields(before, input) });
    return { ok: true, code: input.code };
  });
}

/** Pause (no shopper can use it) or resume a code; its uses so far are kept either way. */
export async function setDiscountCodeActive(db: Database, id: number, active: boolean, by: Actor) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(discountCodes)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id))
      .returning({ code: discountCodes.code });
    if (updated[0]) {
      await markContentChanged(tx, `discount code ${updated[0].code} ${active ? "resumed" : "paused"}`);
      await audit(tx, { who: by, action: active ? "discount code resumed" : "discount code paused", subject: `Discount code ${updated[0].code}` });
    }
    return updated[0]?.code ?? null;
  });
}
