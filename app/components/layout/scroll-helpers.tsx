import { ui } from "~/config/salon";
import { BookButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import type { keepFocusInView } from "~/lib/browser/keep-focus-in-view";
import { useScrolledPast } from "~/lib/browser/use-scrolled-past";
import { whenIdle } from "~/lib/browser/when-idle";

/** Keyboard focus stays clear of the header and of the sticky bar (which may appear over the control that just took focus). */
function useKeepFocusInView(barShown: boolean) {
  const guard = useRef<ReturnType<typeof keepFocusInView> | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(
      () =>
        void import("~/lib/browser/keep-focus-in-view").then((module) => {
          if (active) guard.current = module.keepFocusInView();
        }),
    );
    return () => {
      active = false;
      cancel();
      guard.current?.dispose();
    };
  }, []);
  useEffect(() => {
    if (barShown) guard.current?.barShown();
  }, [barShown]);
}

/** Back-to-top and, on phones, a sticky Book button: both appear after the page scrolls past the threshold. */
export function ScrollHelpers() {
  const past = useScrolledPast(ui.scrollThresholdPx);
  useKeepFocusInView(past);
  if (!past) return null;
  // A landmark of their own: on phones the sticky bar is content outside the page's other landmarks.
  return (
    <aside aria-label="Quick actions">
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
        className="fixed right-4 bottom-20 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-white text-eucalyptus shadow-lift ring-1 ring-ink/10 hover:bg-mist sm:bottom-6"
        aria-label="Scroll to top"
      >
        <Icon name="arrowUp" />
      </button>
      <div className="fixed inset-x-0 bottom-0 z-30 animate-fade-in border-t border-ink/10 bg-cream/95 p-3 backdrop-blur sm:hidden" data-testid="sticky-book" data-sticky-bar="">
        <BookButton placement="mobile_sticky" className="w-full" />
      </div>
    </aside>
  );
}
