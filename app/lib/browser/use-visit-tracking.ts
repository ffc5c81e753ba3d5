import { useEffect } from "react";
import { useLocation } from "react-router";
import { whenInteractive } from "./first-interaction";
import { trackPageView } from "./tracking";

/**
 * What the shell does for the salon's own records, with nothing on screen: a page_view on arrival and on every
 * navigation (with where the visitor came from), and, from the visitor's first interaction, the analytics queue
 * and any configured third parties (analytics.ts). Events recorded before then wait in the event log for it.
 */
export function useVisitTracking() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    trackPageView(pathname, search);
  }, [pathname, search]);

  useEffect(() => {
    void whenInteractive()
      .then(() => import("./analytics"))
      .then((analytics) => analytics.startThirdParties())
      .catch((error: unknown) => console.warn("Analytics unavailable", error));
  }, []);
}
