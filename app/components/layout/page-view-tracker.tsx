import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "~/lib/browser/tracking";

/** Records attribution on arrival and a page_view on every navigation. */
export function PageViewTracker() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    trackPageView(pathname, search);
  }, [pathname, search]);

  return null;
}
