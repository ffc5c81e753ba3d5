import { useEffect, useRef, useState, type ReactNode } from "react";

const interactions = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * The third-party review widget (REVIEW_WIDGET_SRC). Its script loads only
 * after the visitor first interacts with the page, never blocking the render;
 * until it has loaded (or if it fails) the sample reviews in `children` show.
 */
export function ReviewWidget({ src, children }: { src: string; children: ReactNode }) {
  const [state, setState] = useState<"waiting" | "loading" | "ready" | "failed">("waiting");
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const start = () => {
      for (const name of interactions) window.removeEventListener(name, start);
      setState((current) => (current === "waiting" ? "loading" : current));
    };
    for (const name of interactions) window.addEventListener(name, start, { passive: true, once: true });
    return () => {
      for (const name of interactions) window.removeEventListener(name, start);
    };
  }, []);

  useEffect(() => {
    if (state !== "loading" || !container.current) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => setState("ready");
    script.onerror = () => {
      console.warn("Review widget failed to load", src);
      setState("failed");
    };
    container.current.appendChild(script);
  }, [state, src]);

  return (
    <div data-review-widget-state={state}>
      <div ref={container} data-review-widget />
      {state !== "ready" && children}
    </div>
  );
}
