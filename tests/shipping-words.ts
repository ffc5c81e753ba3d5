/**
 * Words that speak of sending orders out: with the embedded shop, which only offers click and
 * collect, no public text may use them. Shared by the content tests and the browser tests.
 * "e-mail delivery" is how mail is sent, not orders.
 */
const shippingWords = /.{0,40}\b(?:ship\w*|postage|posted|post it|by post|courier\w*|dispatch\w*|parcels?|(?<!e-mail )deliver\w*)\b.{0,40}/gi;

/** Each place in `text` that speaks of shipping, with a little context either side; empty when there is none. */
export function shippingWordsIn(text: string): string[] {
  return text.match(shippingWords) ?? [];
}
