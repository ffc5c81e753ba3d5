import { useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from "react";
import { useLocation } from "react-router";
import { hydrationFailed, hydrationPassOpen, subscribeToHydration } from "~/lib/browser/hydration-pass";

type PaintedProps<T extends ElementType> = { as?: T; children: ReactNode } & Omit<ComponentPropsWithoutRef<T>, "as" | "children">;

/**
 * Part of a page a visitor reads but cannot operate: headings, prose, cards of links, hours, reviews.
 *
 * The server renders it in full. The browser, hydrating the page it was served, adopts that HTML as it is
 * instead of hydrating it: the element hydrates with an empty inner HTML, which React leaves alone, so none
 * of the components inside run and none of their fibers are built. That is most of a content page, and the
 * work the phone did after the first paint before it answered a tap.
 *
 * React has no API for "keep this server HTML": this rests on what React does with an element whose inner HTML
 * is set and whose differences are allowed (`suppressHydrationWarning`), the pattern React Router's own
 * <Scripts> uses. painted.test.tsx renders a region with the installed React on the server, hydrates it and
 * checks that the HTML stays and nothing inside runs, so an upgrade that changes this fails there first.
 *
 * Links inside keep the router's client-side navigation through one listener on the document
 * (`useSiteActions`, app/lib/browser/site-actions.ts) when they are the site's Link (components/ui/link.tsx).
 * Nothing else interactive may live inside: a button with its own handler, state or an effect stays outside,
 * and the lint rule `local/painted-regions` (eslint-rules/painted-regions.js) refuses them.
 * Once the visitor moves to another address, the region renders normally (its content follows the route's
 * data); a region first mounted after hydration always does.
 */
export function Painted<T extends ElementType = "div">({ as, children, ...rest }: PaintedProps<T>) {
  const Tag: ElementType = as ?? "div";
  const { pathname, search } = useLocation();
  const address = pathname + search;
  // Only what this hydration pass found on the page was painted by the server.
  const [paintedAt, setPaintedAt] = useState(() => (hydrationPassOpen() ? address : null));
  // A failed hydration re-renders the page in the browser: the regions must render then, or they would be empty.
  const failed = useSyncExternalStore(subscribeToHydration, hydrationFailed, () => false);
  // Once rendered, for good: the server's HTML is gone, so coming back to the address (the shell's regions
  // stay mounted across pages) must not ask for it again.
  if (paintedAt !== null && (paintedAt !== address || failed)) setPaintedAt(null);
  if (paintedAt === address && !failed) {
    return <Tag key="painted" {...rest} data-painted="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <Tag key="rendered" {...rest} data-painted="">
      {children}
    </Tag>
  );
}
