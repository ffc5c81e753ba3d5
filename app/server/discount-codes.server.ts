import { and, count, eq, inArray } from "drizzle-orm";
import { leads } from "../config/salon.ts";
import { discountMessages, discountRefusal, normaliseCode, normaliseEmail, type Discount, type DiscountOff } from "../lib/shop/discount.ts";
import { formatPrice } from "../lib/shop/money.ts";
import { markContentChanged } from "./content-revision.server.ts";
import type { Queryable, Transaction } from "./db/queryable.server.ts";
import { discountCodes, discountRedemptions } from "./db/schema.server.ts";
import { signValue } from "./secrets.server.ts";

/** The key of the secret that salts what a redemption keeps of an erased person's e-mail. */
const erasedEmailSalt = "erased_email_salt";

/**
 * What a redemption keeps of an e-mail once its owner asked to be erased: a salted hash, which names no one
 * but still matches that address when it is typed again, so a once-per-e-mail code stays used.
 */
export async function erasedEmail(db: Queryable, email: string): Promise<string> {
  return `erased:${await signValue(erasedEmailSalt, normaliseEmail(email), db)}`;
}

/**
 * The exit-intent offer's code: the e-mail that hands it out quotes it from here, and it is the first
 * code in the table (seeded once; after that the owner may change or pause it in /admin). With Shopify
 * connected the checkout is Shopify's, and the owner creates the same code there.
 */
export const exitIntentDiscount = {
  code: "FRIZZFREE5",
  kind: "percent",
  percent: leads.exitIntent.discountPercent,
} as const satisfies Discount;

/** Adds the exit-intent code when it is missing; a code the owner has edited is left as she left it. */
export async function seedDiscountCodes(db: Queryable) {
  await db.insert(discountCodes).values(exitIntentDiscount).onConflictDoNothing({ target: discountCodes.code });
}

type CodeRow = typeof discountCodes.$inferSelect;

/** The row's reduction in the shape the rules compute with; the check constraint keeps the pair consistent. */
export function discountOff(row: Pick<CodeRow, "kind" | "percent" | "amountCents">): DiscountOff {
  return row.kind === "percent" ? { kind: "percent", percent: row.percent ?? 0 } : { kind: "amount", amountCents: row.amountCents ?? 0 };
}

export type DiscountCheck = { ok: true; discount: Discount; codeId: number } | { ok: false; message: string };

/**
 * Whether a typed code can be used now, with this e-mail when it is known (the checkout's "Apply" has
 * no e-mail yet, so "once per e-mail" is checked when the order is placed). Inside placeOrder's
 * transaction pass `lock`: the code's row stays locked until the order commits, so two orders at once
 * cannot both take the last use.
 */
export async function checkDiscountCode(
  db: Queryable,
  typed: string,
  email: string | null,
  options: { lock?: boolean; now?: Date } = {},
): Promise<DiscountCheck> {
  const code = normaliseCode(typed);
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return { ok: false, message: discountMessages.unknown };
  const uses = async (where = eq(discountRedemptions.codeId, row.id)) =>
    (await db.select({ n: count() }).from(discountRedemptions).where(where))[0]?.n ?? 0;
  const total = row.usageLimit === null ? 0 : await uses();
  const byEmail =
    row.oncePerEmail && email
      ? await uses(and(eq(discountRedemptions.codeId, row.id), inArray(discountRedemptions.email, [normaliseEmail(email), await erasedEmail(db, email)])))
      : 0;
  const refusal = discountRefusal(row, { total, byEmail }, options.now ?? new Date());
  if (refusal) return { ok: false, message: discountMessages[refusal] };
  return { ok: true, discount: { code: row.code, ...discountOff(row) }, codeId: row.id };
}

/** The use of a code by an order, in the order's transaction: what the limits count from then on. */
export async function recordRedemption(
  tx: Transaction,
  use: { orderNumber: number; codeId: number; code: string; email: string; amountCents: number },
) {
  await tx.insert(discountRedemptions).values({ ...use, email: normaliseEmail(use.email) });
  // Every page offers this code while it can be used: a use may be its last, and the pages must stop offering it.
  if (use.code === exitIntentDiscount.code) await markContentChanged(tx, "exit-intent code used");
}

/** What the exit-intent offer gives, as its pages and e-mail say it: "5%" or "A$10.00". */
export type ExitIntentOffer = { code: string; off: string };

/**
 * The exit-intent offer as it stands today: the code's reduction while anyone can still use it (active, in
 * its dates, under its usage limit), or null when the owner has paused it or it has run out, and then
 * nothing offers it.
 */
export async function exitIntentOffer(db: Queryable, now = new Date()): Promise<ExitIntentOffer | null> {
  const check = await checkDiscountCode(db, exitIntentDiscount.code, null, { now });
  if (!check.ok) return null;
  const { discount } = check;
  return { code: discount.code, off: discount.kind === "percent" ? `${discount.percent}%` : formatPrice(discount.amountCents / 100) };
}
