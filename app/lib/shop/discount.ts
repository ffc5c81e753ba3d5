/**
 * What the shop shows and computes about a discount. The codes themselves live on the
 * server only (app/server/discount-codes.server.ts).
 */
export type Discount = { code: string; percent: number };

export const discountMessages = {
  missing: "Please enter a discount code.",
  unknown: "That discount code isn't valid. Check the code in your e-mail and try again.",
  tooLong: "Discount codes are at most 40 characters.",
} as const;

/** The amount off, in cents, rounded to the nearest cent. */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount || subtotalCents <= 0) return 0;
  return Math.round((subtotalCents * discount.percent) / 100);
}
