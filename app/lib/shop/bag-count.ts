/** The readable cookie holding the bag's item count, so the header badge is right on pages kept for everyone too. */
export const bagCountCookieName = "wt_bag_count";

/**
 * The count from that cookie's value as the server writes it (React Router's cookie encoding: base64
 * of JSON, URL-encoded), or null when it is not a count. Kept apart from the cookie code itself so
 * the page reads the badge without loading React Router's cookie module.
 */
export function bagCountFromValue(value: string): number | null {
  try {
    const count: unknown = JSON.parse(atob(decodeURIComponent(value)));
    return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}
