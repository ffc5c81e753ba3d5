/** Texts of the exit-intent offer, verbatim from the old site. */
export const exitIntentMessages = {
  missing: { title: "Missing information", description: "Please enter both email and phone number" },
  failure: { title: "Error", description: "Something went wrong. Please try again." },
  success: { title: "Success!", description: "Check your email for your 7-Day Plan and discount code." },
} as const;

/** The offer appears on shop pages only: collections and products. */
export function isShopPath(pathname: string): boolean {
  return /^\/(collections|products)(\/|$)/.test(pathname);
}

/** The pointer left the page through the top edge of the window (towards the tabs and the address bar). */
export function leavesThroughTop(event: Pick<MouseEvent, "clientY" | "relatedTarget">): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
