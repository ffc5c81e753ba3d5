/**
 * The rules of discount codes, kept pure so the checkout, the owner's pages and the tests read the same
 * ones. The codes themselves live in the database and are checked on the server only
 * (app/server/discount-codes.server.ts): anything in the browser bundle can be read by anyone.
 */

import { sydneyDate } from "../sydney-time.ts";

/** What a code takes off: a percentage of the subtotal, or a fixed amount in cents. */
export type DiscountOff = { kind: "percent"; percent: number } | { kind: "amount"; amountCents: number };

/** A code as the checkout shows and computes it. */
export type Discount = { code: string } & DiscountOff;

/** A code's conditions: Sydney calendar days ("2026-12-01", both ends included), limits and the owner's switch. */
export type DiscountRules = {
  startsOn: string | null;
  endsOn: string | null;
  usageLimit: number | null;
  oncePerEmail: boolean;
  active: boolean;
};

/** How often the code has been used, in all and with the shopper's e-mail (0 while the e-mail is not known yet). */
export type DiscountUses = { total: number; byEmail: number };

export const discountMessages = {
  missing: "Please enter a discount code.",
  unknown: "We don't recognise that code",
  expired: "This code has expired",
  notYet: "This code isn't valid yet",
  usedByEmail: "This code has already been used with this e-mail",
  limitReached: "This code has reached its limit",
  tooLong: "Discount codes are at most 40 characters.",
} as const;

export type DiscountRefusal = Exclude<keyof typeof discountMessages, "missing" | "tooLong">;

/** Codes are compared without spaces and letter case: "frizz free5" is FRIZZFREE5. */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** One e-mail address, however it was typed, so "once per e-mail" cannot be dodged with capitals. */
export function normaliseEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

/** Why the code cannot be used now, or null when it can. A paused code is as good as unknown to a shopper. */
export function discountRefusal(rules: DiscountRules, uses: DiscountUses, now: Date): DiscountRefusal | null {
  if (!rules.active) return "unknown";
  const today = sydneyDate(now);
  if (rules.startsOn && today < rules.startsOn) return "notYet";
  if (rules.endsOn && today > rules.endsOn) return "expired";
  if (rules.oncePerEmail && uses.byEmail > 0) return "usedByEmail";
  if (rules.usageLimit !== null && uses.total >= rules.usageLimit) return "limitReached";
  return null;
}

/** The amount off, in cents: a percentage rounded to the nearest cent, a fixed amount never more than the subtotal. */
export function discountCents(subtotalCents: number, discount: DiscountOff | null): number {
  if (!discount || subtotalCents <= 0) return 0;
  if (discount.kind === "percent") return Math.round((subtotalCents * discount.percent) / 100);
  return Math.min(discount.amountCents, subtotalCents);
}

/** "10% off" or "$5.00 off", as the checkout and the owner's list say it. */
export function discountLabel(discount: DiscountOff, formatCents: (cents: number) => string): string {
  return discount.kind === "percent" ? `${discount.percent}% off` : `${formatCents(discount.amountCents)} off`;
}
