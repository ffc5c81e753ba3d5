/**
 * What the Add to Bag, Buy Now, checkout and quantity forms post to /bag, one
 * schema for browser and server. The messages are the spec's (000 §5, §8).
 */
import { z } from "zod";

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

const source = z.enum(["collection", "product", "spotlight", "bag"]).catch("product");
const optionalText = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((v) => v || undefined);

export const bagFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), source, variantId: optionalText, handle: optionalText, enhanced: z.literal("1").optional() }),
  z.object({ intent: z.literal("buy"), source, variantId: optionalText, handle: optionalText, enhanced: z.literal("1").optional() }),
  z.object({ intent: z.literal("checkout"), enhanced: z.literal("1").optional() }),
  z.object({
    intent: z.literal("update"),
    lineId: z.string().trim().min(1, "Which item should change?").max(300),
    quantity: z.coerce.number().int().min(0).max(99),
    enhanced: z.literal("1").optional(),
  }),
]);

export type BagForm = z.infer<typeof bagFormSchema>;

export const optionFieldPrefix = "option.";

/** Fields "option.Size" = "1 L" → { Size: "1 L" } (how the product form names its selectors without JavaScript). */
export function optionsFromForm(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key.startsWith(optionFieldPrefix) && typeof value === "string") options[key.slice(optionFieldPrefix.length)] = value;
  }
  return options;
}

export type BagActionResult =
  | { ok: true; intent: "add" | "update"; message: string | null; count: number; checkoutUrl: string | null }
  | { ok: true; intent: "buy" | "checkout"; checkoutUrl: string; count: number }
  | { ok: false; intent: BagForm["intent"] | "unknown"; message: string; redirectTo: string | null };
