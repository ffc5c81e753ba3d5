/** The bag's visible messages, verbatim from the old site, kept apart from the form schema so pages ship no validation library. */
export const variantRequired = "Variant ID is required";
export const cardVariantUnavailable = "Product variant unavailable. Please try again.";
export const addFailedFallback = "We couldn't add this to your bag. Please try again or contact us.";
export const addedToBag = "Added to bag!";
export const bagLoadFailed = "Failed to load cart";
export const checkoutFailed = "Unable to proceed to checkout. Please try again.";
export const noCheckoutUrl = "No checkout URL available";

export type BagFormSource = "collection" | "product" | "spotlight" | "bag";

/** The message when no variant came with the form: the card's own wording on collection cards. */
export function missingVariantMessage(source: BagFormSource): string {
  return source === "collection" ? cardVariantUnavailable : variantRequired;
}

export const optionFieldPrefix = "option.";

export type BagActionResult =
  | { ok: true; intent: "add" | "update"; message: string | null; count: number; checkoutUrl: string | null }
  | { ok: true; intent: "buy" | "checkout"; checkoutUrl: string; count: number }
  | { ok: false; intent: "add" | "buy" | "checkout" | "update" | "unknown"; message: string; redirectTo: string | null };
