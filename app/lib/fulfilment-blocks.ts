/**
 * Markdown that reads differently with the embedded shop (pick-up only) and with Shopify connected (shipping),
 * so a blog post or a policy can say the right thing in both setups. A passage true in one setup
 * only sits between a marker line naming the setup and a closing `:::` line:
 *
 *     ::: pickup
 *     Collect it free from the salon and pay when you pick it up.
 *     :::
 *     ::: shipping
 *     Standard shipping is free on orders over A$50.
 *     :::
 *
 * Everything outside a block is in both. Blocks hold whole lines of Markdown (a paragraph, list items, a `## `
 * heading), so headings and their ids are worked out afterwards, per setup. Both variants are made at build;
 * a marker that is not exactly one of these stops the build with the file and line, rather than showing up
 * on the page or quietly keeping a shipping sentence in the pick-up text.
 * (Relative import: also loaded outside Vite's aliases, with the page registry.)
 */
import type { Fulfilment } from "./shop/fulfilment.ts";

/** Any line starting with `:::` is a marker: a typo must fail, not be rendered as text. */
const markerLine = /^:::(.*)$/;

/** The line of `text` on which `tail`, its end (a file's body after the frontmatter), starts. */
export function startLine(text: string, tail: string): number {
  return text.slice(0, text.length - tail.length).split("\n").length;
}

/**
 * The Markdown as each setup reads it. `firstLine` is the line of the file `markdown` starts on, so errors
 * point at the line in the file (after its frontmatter).
 */
export function fulfilmentVariants(file: string, markdown: string, firstLine = 1): Record<Fulfilment, string> {
  const kept: Record<Fulfilment, string[]> = { pickup: [], shipping: [] };
  const fulfilments = Object.keys(kept) as Fulfilment[];
  let open: { fulfilment: Fulfilment; line: number; filled: boolean } | undefined;
  for (const [index, text] of markdown.split(/\r?\n/).entries()) {
    const line = firstLine + index;
    const marker = markerLine.exec(text.trim());
    if (!marker) {
      for (const fulfilment of fulfilments) if (!open || open.fulfilment === fulfilment) kept[fulfilment].push(text);
      if (open && text.trim()) open.filled = true;
      continue;
    }
    const name = marker[1]!.trim();
    if (!name) {
      if (!open) throw new Error(`${file}:${line}: ":::" closes no block`);
      if (!open.filled) throw new Error(`${file}:${open.line}: "::: ${open.fulfilment}" block is empty`);
      open = undefined;
      continue;
    }
    if (!(fulfilments as string[]).includes(name)) {
      throw new Error(`${file}:${line}: unknown block "::: ${name}" (expected ${fulfilments.map((known) => `"::: ${known}"`).join(" or ")})`);
    }
    if (open) throw new Error(`${file}:${line}: "::: ${name}" opens inside the "::: ${open.fulfilment}" block of line ${open.line}; close it with ":::" first`);
    open = { fulfilment: name as Fulfilment, line, filled: false };
  }
  if (open) throw new Error(`${file}:${open.line}: "::: ${open.fulfilment}" is never closed with ":::"`);
  return { pickup: kept.pickup.join("\n"), shipping: kept.shipping.join("\n") };
}
