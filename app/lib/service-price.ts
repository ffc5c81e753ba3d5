/**
 * Menu prices are display text ("A$ 324", "from A$ 50", "A$ 12.50", "Free").
 * Structured data and sorting need the number behind that text.
 */

export type PriceFacts = { amount: number; from: boolean };

const pattern = /^(from\s+)?A\$\s?(\d+(?:\.\d{1,2})?)$/i;

/** The amount in AUD and whether it is a starting price; null when the text is not a menu price. */
export function parsePriceText(text: string): PriceFacts | null {
  const clean = text.trim();
  if (/^free$/i.test(clean)) return { amount: 0, from: false };
  const match = pattern.exec(clean);
  if (!match?.[2]) return null;
  return { amount: Number(match[2]), from: Boolean(match[1]) };
}

/** The amount as schema.org wants it: "324.00" style strings avoid float noise. */
export function schemaPrice(text: string): string | null {
  const facts = parsePriceText(text);
  return facts ? facts.amount.toFixed(2) : null;
}
