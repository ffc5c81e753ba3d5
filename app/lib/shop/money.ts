import { shop } from "../../config/salon.ts";

/** Storefront amounts arrive as decimal strings ("28.0"); anything unreadable is 0. */
export function toAmount(value: string | number | null | undefined): number {
  const number = typeof value === "number" ? value : Number.parseFloat(value ?? "");
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$28.00": always two decimals (spec 000 §5); AUD shows as a plain dollar sign on this Australian site. */
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
