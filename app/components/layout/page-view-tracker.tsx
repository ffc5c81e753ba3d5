import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureAttribution, notePageChange } from "~/lib/browser/attribution";
import { track } from "~/lib/browser/tracking";

/** Records attribution on arrival and a page_view on every navigation. */
export function PageViewTracker() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    captureAttribution(window.location, document.referrer);
  }, []);

  useEffect(() => {
    const seconds = notePageChange(pathname + search);
    track("page_view", { path: pathname, search, seconds_on_previous_page: seconds });
  }, [pathname, search]);

  return null;
}
