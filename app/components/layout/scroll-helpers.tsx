import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { ui } from "~/config/salon";
import type { keepFocusInView } from "~/lib/browser/keep-focus-in-view";
import { useScrolledPast } from "~/lib/browser/use-scrolled-past";
import { useStickyAction } from "~/lib/sticky-action";
import type { QuickActions as QuickActionsType } from "./quick-actions";

/**
 * Keyboard focus stays clear of the header and of the sticky bar (which may appear over the control that just took
 * focus). Only keyboard focus needs it, so its code loads on the first key pressed, and checks the focus it finds.
 */
function useKeepFocusInView() {
  const guard = useRef<ReturnType<typeof keepFocusInView> | null>(null);
  useEffect(() => {
    let active = true;
    const start = () => {
      document.removeEventListener("keydown", start, true);
      void import("~/lib/browser/keep-focus-in-view").then((module) => {
        if (active) guard.current = module.keepFocusInView();
      });
    };
    document.addEventListener("keydown", start, true);
    return () => {
      active = false;
      document.removeEventListener("keydown", start, true);
      guard.current?.dispose();
    };
  }, []);
  return useCallback(() => guard.current?.barShown(), []);
}

/**
 * Back-to-top and the product page's sticky Add to Bag bar (./quick-actions). Neither is needed
 * before the page scrolls past the threshold, so their code loads then, not with the page.
 */
export function ScrollHelpers() {
  const action = useStickyAction();
  const { pathname } = useLocation();
  const past = useScrolledPast(ui.scrollThresholdPx);
  const barShown = useKeepFocusInView();
  const [QuickActions, setQuickActions] = useState<ComponentType<Parameters<typeof QuickActionsType>[0]> | null>(null);
  useEffect(() => {
    if (!past || QuickActions) return;
    let active = true;
    void import("./quick-actions").then((module) => {
      if (active) setQuickActions(() => module.QuickActions);
    });
    return () => {
      active = false;
    };
  }, [past, QuickActions]);
  // Keyed by page, so what it watches (the product's form) is looked up afresh after each navigation.
  return QuickActions && past ? <QuickActions key={pathname} action={action} onBarShown={barShown} /> : null;
}
