import { readAs, type PageQueryHandle } from "./page-query.ts";

/** Rating from navigation state, falling back to the page's default (3 for feedback, 5 for the public page). */
export function ratingFrom(state: unknown, fallback: number): number {
  const value = (state as { rating?: unknown } | null)?.rating;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5 ? value : fallback;
}

/** "n/3 fields": fields with non-blank trimmed content. */
export function filledFields(values: Record<string, string>): number {
  return Object.values(values).filter((v) => v.trim().length > 0).length;
}

/** The ?rating= of a funnel page's address (the stars are plain links without JavaScript), or the page's default. */
export function ratingFromQuery(search: string, fallback: number): number {
  return ratingFrom({ rating: Number(new URLSearchParams(search).get("rating")) }, fallback);
}

/** The funnel pages read ?rating= (kept per rating, app/lib/page-query.ts): a whole number of stars from 1 to 5. */
export const ratingQuery: PageQueryHandle = { pageQuery: { rating: readAs((value) => (ratingFrom({ rating: Number(value) }, 0) || undefined)?.toString()) } };

/** The rating a funnel page was reached with: navigation state first, then the link's ?rating= (no JavaScript), then the page's default. */
export function ratingFromLocation(location: { state: unknown; search: string }, fallback: number): number {
  return ratingFrom(location.state, ratingFromQuery(location.search, fallback));
}
