import { leads } from "~/config/salon";
import type { Discount } from "~/lib/shop/discount";

/**
 * The discount codes the embedded checkout honours, kept on the server: they are
 * e-mailed to the people who earned them, and anything in the browser bundle can be
 * read by anyone. Today there is one, the exit-intent offer's. (With Shopify connected,
 * the checkout is Shopify's and the owner creates the same code there.)
 */
export const exitIntentDiscount: Discount = { code: "FRIZZFREE5", percent: leads.exitIntent.discountPercent };

const codes: readonly Discount[] = [exitIntentDiscount];

/** The discount a typed code stands for: spaces and letter case do not matter. */
export function findDiscount(typed: string): Discount | null {
  const wanted = typed.replace(/\s+/g, "").toUpperCase();
  return codes.find((discount) => discount.code === wanted) ?? null;
}

export const isDiscountCode = (typed: string) => findDiscount(typed) !== null;
