import { useEffect } from "react";
import { firstTimeThisSession } from "./attribution";
import { track } from "./tracking";

/**
 * suburb_page_view / location_page_view: once per browser session per suburb
 * or area (spec 001 §4, §7.6), remembered in session storage.
 */
export function useLocalPageView(kind: "suburb" | "location", slug: string, name: string) {
  useEffect(() => {
    if (!firstTimeThisSession(`${kind}_page_view:${slug}`)) return;
    const source_page = window.location.pathname;
    if (kind === "suburb") track("suburb_page_view", { suburb: slug, suburb_name: name, source_page });
    else track("location_page_view", { location: slug, location_name: name, source_page });
  }, [kind, slug, name]);
}
