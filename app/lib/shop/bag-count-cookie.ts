import { createCookie } from "react-router";

/**
 * The bag's item count, readable by the page so the header badge is right on prerendered pages
 * too. It holds nothing but the count: the cart id stays in the httpOnly cart cookie.
 */
export const bagCountCookie = createCookie("wt_bag_count", { path: "/", sameSite: "lax" });

/** The count in a Cookie header (or `document.cookie`), or null when there is none or it is not a count. */
export async function bagCountIn(cookieHeader: string | null): Promise<number | null> {
  const count: unknown = await bagCountCookie.parse(cookieHeader);
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}
