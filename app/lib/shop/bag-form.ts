/**
 * What the Add to Bag, Buy Now, checkout and quantity forms post to /bag, one
 * schema for browser and server. The messages are the spec's (000 §5, §8).
 */
import { z } from "zod";
import { shop } from "../../config/salon.ts";
import { optionFieldPrefix, type BagFormSource } from "./bag-messages.ts";

export * from "./bag-messages.ts";

const source = z.enum(["collection", "product", "spotlight", "bag"] satisfies BagFormSource[]).catch("product");
const optionalText = z
  .string()
  .trim()
  .max(300, "We couldn't find that product. Please choose it again from the shop.")
  .optional()
  .transform((v) => v || undefined);

/** Posts the bag forms never make (a hand-made request): said plainly rather than in the validator's words. */
export const unknownBagAction = "We couldn't tell what to do with your bag. Please try again from the shop.";
const quantityMessage = `Please choose a quantity from 0 to ${shop.lineQuantity}.`;

export const bagFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), source, variantId: optionalText, handle: optionalText, enhanced: z.literal("1").optional() }),
    z.object({ intent: z.literal("buy"), source, variantId: optionalText, handle: optionalText, enhanced: z.literal("1").optional() }),
    z.object({ intent: z.literal("checkout"), enhanced: z.literal("1").optional() }),
    z.object({
      intent: z.literal("update"),
      lineId: z.string().trim().min(1, "Which item should change?").max(300, "Which item should change?"),
      quantity: z.coerce
        .number({ error: quantityMessage })
        .int(quantityMessage)
        .min(0, quantityMessage)
        .max(shop.lineQuantity, quantityMessage),
      enhanced: z.literal("1").optional(),
    }),
  ],
  { error: unknownBagAction },
);

export type BagForm = z.infer<typeof bagFormSchema>;

/** Fields "option.Size" = "1 L" → { Size: "1 L" } (how the product form names its selectors without JavaScript). */
export function optionsFromForm(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key.startsWith(optionFieldPrefix) && typeof value === "string") options[key.slice(optionFieldPrefix.length)] = value;
  }
  return options;
}
