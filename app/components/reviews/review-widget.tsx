import { useEffect, useRef, useState } from "react";
import { afterInteractive, loadScript } from "~/lib/browser/third-party";

/**
 * The third-party review widget (home and reviews pages): its script and frame load
 * only when REVIEW_WIDGET_SRC is configured, once the page is interactive. With
 * nothing configured it renders nothing and requests nothing.
 */
export function ReviewWidget({ className = "" }: { className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(
    () =>
      afterInteractive((config) => {
        if (!config.reviewWidgetSrc) return;
        setActive(true);
        void loadScript(config.reviewWidgetSrc, { "data-review-widget": "" }).catch((error: unknown) => console.warn("Review widget unavailable", error));
      }),
    [],
  );
  return <div ref={host} data-review-widget-host="" className={active ? `min-h-48 ${className}` : "hidden"} />;
}
