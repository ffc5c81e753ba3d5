import { shop } from "../../config/salon.ts";

/** The collection page's price filter: under 80; 80 to 90 inclusive; over 90. */
export const priceFilters = [
  { value: "all", label: "All Prices" },
  { value: "under-80", label: `Under $${shop.priceBands.under}` },
  { value: "80-90", label: `$${shop.priceBands.under} - $${shop.priceBands.to}` },
  { value: "over-90", label: `Over $${shop.priceBands.to}` },
] as const;

export type PriceFilter = (typeof priceFilters)[number]["value"];
export type PriceBand = Exclude<PriceFilter, "all">;

export function priceBand(price: number): PriceBand {
  if (price < shop.priceBands.under) return "under-80";
  if (price <= shop.priceBands.to) return "80-90";
  return "over-90";
}

export function matchesPriceFilter(price: number, filter: PriceFilter): boolean {
  return filter === "all" || priceBand(price) === filter;
}

/** Reads ?price= from the URL; anything unknown means all prices. */
export function parsePriceFilter(value: string | null | undefined): PriceFilter {
  return priceFilters.some((f) => f.value === value) ? (value as PriceFilter) : "all";
}
