/**
 * What the Add to Bag, Buy Now, checkout and quantity forms post to /bag, one
 * schema for browser and server. The messages are the spec's (000 §5, §8).
 */
import { z } from "zod";
import { optionFieldPrefix, type BagFormSource } from "./bag-messages.ts";

export * from "./bag-messages.ts";

const source = z.enum(["collection", "product", "spotlight", "bag"] satisfies BagFormSource[]).catch("product");
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

/** Fields "option.Size" = "1 L" → { Size: "1 L" } (how the product form names its selectors without JavaScript). */
export function optionsFromForm(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key.startsWith(optionFieldPrefix) && typeof value === "string") options[key.slice(optionFieldPrefix.length)] = value;
  }
  return options;
}
