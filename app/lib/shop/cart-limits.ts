/**
 * The one quantity rule of every cart, wherever a line comes from: Add to Bag and the bag's quantity form, cart
 * links (/cart/{variant}:{quantity},…), the Storefront API's cart mutations and the embedded checkout. Lines of the
 * same variant count as one line with their quantities added, as a cart keeps them.
 */
import { shop } from "../../config/salon.ts";

export const cartLimitMessages = {
  quantity: `Your bag can hold at most ${shop.lineQuantity} of one item.`,
  lines: `Your bag can hold at most ${shop.cartLines} different items.`,
  link: "That cart link isn't one we can read. Please use the link from the shop again.",
} as const;

export type CartLimitProblem<K> = { kind: "quantity"; variantId: K; message: string } | { kind: "lines"; message: string };

/** The first way these lines (merged by variant) break the rule, or null when a cart may hold them. */
export function cartLimitProblem<K>(lines: Iterable<{ variantId: K; quantity: number }>): CartLimitProblem<K> | null {
  const merged = new Map<K, number>();
  for (const { variantId, quantity } of lines) {
    const total = (merged.get(variantId) ?? 0) + quantity;
    if (total > shop.lineQuantity) return { kind: "quantity", variantId, message: cartLimitMessages.quantity };
    merged.set(variantId, total);
  }
  return merged.size > shop.cartLines ? { kind: "lines", message: cartLimitMessages.lines } : null;
}

export type CartLinkLines = { ok: true; lines: { variantId: number; quantity: number }[] } | { ok: false; message: string };

/**
 * The lines of a cart link ("49:2,50:1"), checked against the rule. A link with more parts than a cart holds lines
 * is refused before any part is read, so a long hand-made address costs nothing.
 */
export function parseCartLink(text: string): CartLinkLines {
  const parts = text.split(",");
  if (parts.length > shop.cartLines) return { ok: false, message: cartLimitMessages.lines };
  const lines: { variantId: number; quantity: number }[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9}):(\d{1,3})$/.exec(part.trim());
    if (!match) return { ok: false, message: cartLimitMessages.link };
    const quantity = Number(match[2]);
    if (quantity > 0) lines.push({ variantId: Number(match[1]), quantity });
  }
  if (lines.length === 0) return { ok: false, message: cartLimitMessages.link };
  const problem = cartLimitProblem(lines);
  return problem ? { ok: false, message: problem.message } : { ok: true, lines };
}
