/**
 * How an ordered item is named wherever an order is shown (confirmation, order summary, the owner's list):
 * the product, then its variant once. Orders placed before titles were stored without the variant already
 * carry it at the end of the title; they are shown the same way rather than with the variant twice.
 */
export function orderLineLabel(item: { title: string; variantTitle?: string | null }): string {
  const title = item.title.trim();
  const variant = item.variantTitle?.trim();
  if (!variant || variant === "Default Title") return title;
  const named = title.toLowerCase();
  const suffix = variant.toLowerCase();
  if (named.endsWith(` – ${suffix}`) || named.endsWith(` - ${suffix}`) || named.endsWith(`(${suffix})`)) return title;
  return `${title} – ${variant}`;
}
