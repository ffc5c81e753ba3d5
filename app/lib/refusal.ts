import { isRouteErrorResponse } from "react-router";

/**
 * What an error page says: a refused request (4xx) thrown with a reason, e.g. a form that couldn't be
 * read, shows that reason; otherwise the status, or that the fault is ours. One reading for the public
 * site's error page and the back office's.
 */
export function errorMessage(error: unknown): string {
  const thrown = isRouteErrorResponse(error) && error.status < 500 ? (error.data as { reason?: unknown } | null) : null;
  if (typeof thrown?.reason === "string") return thrown.reason;
  return isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong on our side.";
}

/** The reason a 403 from the back office's gate carries (its body's `reason`), or null for any other error. */
export function refusalReason(error: unknown, isRouteError: boolean): string | null {
  if (!isRouteError || (error as { status?: number }).status !== 403) return null;
  const data = (error as { data?: { reason?: unknown } }).data;
  return typeof data?.reason === "string" ? data.reason : "Only the owner can open this page.";
}
