/**
 * What the Add to Bag, Buy Now, checkout and quantity forms post to /bag, one
 * schema for browser and server. The messages are the old site's, verbatim (bag-messages.ts).
 */
import { z } from "zod/mini";
import { shop } from "../../config/salon.ts";
import { optionFieldPrefix, type BagFormSource } from "./bag-messages.ts";

export * from "./bag-messages.ts";

const source = z.catch(z.enum(["collection", "product", "spotlight", "bag"] satisfies BagFormSource[]), "product");
const optionalText = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(300, "We couldn't find that product. Please choose it again from the shop."))),
  z.transform((v) => v || undefined),
);
const enhanced = z.optional(z.literal("1"));

/** Posts the bag forms never make (a hand-made request): said plainly rather than in the validator's words. */
export const unknownBagAction = "We couldn't tell what to do with your bag. Please try again from the shop.";
const quantityMessage = `Please choose a quantity from 0 to ${shop.lineQuantity}.`;

export const bagFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), source, variantId: optionalText, handle: optionalText, enhanced }),
    z.object({ intent: z.literal("buy"), source, variantId: optionalText, handle: optionalText, enhanced }),
    z.object({ intent: z.literal("checkout"), enhanced }),
    z.object({
      intent: z.literal("update"),
      lineId: z.string().check(z.trim(), z.minLength(1, "Which item should change?"), z.maxLength(300, "Which item should change?")),
      quantity: z.coerce
        .number({ error: quantityMessage })
        .check(z.int(quantityMessage), z.gte(0, quantityMessage), z.lte(shop.lineQuantity, quantityMessage)),
      enhanced,
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
