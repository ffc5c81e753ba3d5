import { useMatches } from "react-router";

/**
 * The one call to action that stays on screen on a phone, chosen per page type by the route's `handle`:
 * - "book": the header's Book button (content pages, the default);
 * - "add-to-bag": the product page's own bar, once its Add to Bag button has scrolled away;
 * - "none": pages where the visitor is finishing something (bag, checkout, forms), which nothing should pull away from.
 * Wider screens keep the header's Book button everywhere: there it sits in the navigation, not over the content.
 */
export type StickyAction = "book" | "add-to-bag" | "none";

export type StickyActionHandle = { stickyAction?: StickyAction };

/** The route handle for pages where nothing sticky should invite the visitor elsewhere. */
export const noStickyAction: StickyActionHandle = { stickyAction: "none" };

/** The deepest matched route that names one decides. */
export function useStickyAction(): StickyAction {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as StickyActionHandle | undefined;
    if (handle?.stickyAction) return handle.stickyAction;
  }
  return "book";
}

/** The product page's buy form, which the sticky Add to Bag bar submits (so the chosen variant is the one added). */
export const productBuyFormId = "product-buy";
