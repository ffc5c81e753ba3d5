import { useEffect } from "react";
import { trackOncePerSession } from "./tracking";

/**
 * suburb_page_view / location_page_view: once per browser session per suburb
 * or area, remembered in session storage.
 */
export function useLocalPageView(kind: "suburb" | "location", slug: string, name: string) {
  useEffect(() => {
    const source_page = window.location.pathname;
    const key = `${kind}_page_view:${slug}`;
    if (kind === "suburb") trackOncePerSession(key, "suburb_page_view", { suburb: slug, suburb_name: name, source_page });
    else trackOncePerSession(key, "location_page_view", { location: slug, location_name: name, source_page });
  }, [kind, slug, name]);
}
