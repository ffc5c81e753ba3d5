import { useEffect, type RefObject } from "react";
import { useNavigate } from "react-router";

/**
 * Links inside server-rendered HTML (an article's Markdown) are plain anchors;
 * this lets same-site ones navigate inside the app instead of reloading the page.
 */
export function useInternalLinks(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || !root.contains(anchor) || anchor.target || anchor.hasAttribute("download")) return;
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [container, navigate]);
}
