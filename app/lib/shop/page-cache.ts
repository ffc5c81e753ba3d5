import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A shop page that loaded: anyone may store it, but asks again before each use. The server keeps it rendered
 * (kept pages, per content revision), so asking again costs a 304 by ETag, and a price or photo the owner
 * changed shows on the next visit instead of after whatever a browser or CDN had been allowed to keep.
 */
export const shopPageCaching = { "Cache-Control": "public, max-age=0, must-revalidate" };

/** A shop route's `headers`: the caching its loader chose, or none when the loader chose nothing (it failed). */
export function shopPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
}

/** Filter and sort only reorder what is already on a shop page, and adding to the bag changes nothing on it: neither loads the page again. */
export function shopPageShouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formAction" | "defaultShouldRevalidate">) {
  if (formAction === "/bag") return false;
  if (!formAction && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
