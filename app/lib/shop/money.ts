import { shop } from "../../config/salon.ts";

/** Storefront amounts arrive as decimal strings ("28.0"); anything unreadable is 0. */
export function toAmount(value: string | number | null | undefined): number {
  const number = typeof value === "number" ? value : Number.parseFloat(value ?? "");
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$28.00": prices always show two decimals; AUD shows as a plain dollar sign on this Australian site. */
export function formatPrice(amount: number | string, currency: string = shop.currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-AU", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      formatter = new Intl.NumberFormat("en-AU", {
        style: "currency",
        currency: shop.currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(toAmount(amount));
}

/**
 * Whether formatPrice already names the currency: en-AU writes any currency but its own with the code in
 * front ("USD 10.00"), so a total that adds the code after it would say it twice ("USD 10.00 USD").
 */
export function priceNamesCurrency(currency: string = shop.currency): boolean {
  return formatPrice(0, currency).toUpperCase().includes(currency.toUpperCase());
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "7.50" → 750, with no floating point on the way: dollars and cents are read as the two integers they are. */
export function dollarsToCents(typed: string): number | null {
  const match = /^\$?(\d{1,5})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 750 → "7.50", as the form shows an amount it was given. */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
