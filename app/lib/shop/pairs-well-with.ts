/**
 * "Pairs well with" after an order: a suggestion the buyer now owns is left out, whether it was bought on
 * its own or inside a pack. Order lines carry the variant id and the line's label (the product's title,
 * then the variant's), so a suggestion is known by its own and its packs' variant ids and titles.
 */
import type { OrderLine } from "./order-summary.ts";

/** What marks a suggestion as already in an order: the variant ids and product titles of it and of every pack holding it. */
export type OwnedBy = { variantIds: string[]; titles: string[] };

type Pack = { handle: string; contents?: readonly { handle: string }[] };

/** The packs whose contents include this product. */
export function packsHolding(handle: string, products: readonly Pack[]): string[] {
  return products.filter((product) => product.contents?.some((item) => item.handle === handle)).map((product) => product.handle);
}

/** Does this order line buy the product (or a pack holding it)? Labels are "Title" or "Title – Variant". */
function lineBuys(line: Pick<OrderLine, "id" | "title">, ownedBy: OwnedBy) {
  if (ownedBy.variantIds.includes(line.id)) return true;
  const label = line.title.trim().toLowerCase();
  return ownedBy.titles.some((title) => {
    const name = title.trim().toLowerCase();
    return label === name || label.startsWith(`${name} – `);
  });
}

/** The suggestions the order does not already hold. */
export function suggestionsFor<S extends { ownedBy: OwnedBy }>(
  suggestions: readonly S[],
  lines: readonly Pick<OrderLine, "id" | "title">[],
): S[] {
  return suggestions.filter((suggestion) => !lines.some((line) => lineBuys(line, suggestion.ownedBy)));
}
