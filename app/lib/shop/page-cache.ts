import type { ShouldRevalidateFunctionArgs } from "react-router";

/** A shop page that loaded: shared caches may keep it a minute, and serve it for five more while they fetch it again. */
export const shopPageCaching = { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" };

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
