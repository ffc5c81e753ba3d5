import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/browser/use-hydrated";
import { isShopPath } from "~/lib/exit-intent";
import { useExitIntentOffer } from "~/lib/use-salon-settings";

const ExitIntentOffer = lazy(() => import("./exit-intent-offer").then((m) => ({ default: m.ExitIntentOffer })));

/**
 * Where the exit-intent offer lives in the shell. Its code loads only on shop
 * pages, on devices with a pointer, after hydration: no other page pays for it.
 */
export function ExitIntentSlot() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const offer = useExitIntentOffer();
  if (!offer || !hydrated || !isShopPath(pathname) || matchMedia("(hover: none), (pointer: coarse)").matches) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentOffer off={offer.off} />
    </Suspense>
  );
}
