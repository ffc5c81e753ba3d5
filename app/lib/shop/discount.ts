import { leads } from "~/config/salon";

/**
 * Discount codes the embedded checkout honours. Today there is one: the code the
 * exit-intent offer e-mails. (With Shopify connected, the checkout is Shopify's and
 * the owner creates the same code there.)
 */
export type Discount = { code: string; percent: number };

const codes: readonly Discount[] = [{ code: leads.exitIntent.discountCode, percent: leads.exitIntent.discountPercent }];

export const discountMessages = {
  missing: "Please enter a discount code.",
  unknown: "That discount code isn't valid. Check the code in your e-mail and try again.",
  tooLong: "Discount codes are at most 40 characters.",
} as const;

/** The discount a typed code stands for: spaces and letter case do not matter. */
export function findDiscount(typed: string): Discount | null {
  const wanted = typed.replace(/\s+/g, "").toUpperCase();
  return codes.find((discount) => discount.code === wanted) ?? null;
}

/** The amount off, in cents, rounded to the nearest cent. */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount || subtotalCents <= 0) return 0;
  return Math.round((subtotalCents * discount.percent) / 100);
}
