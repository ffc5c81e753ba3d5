import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

// The skeletons load when the pointer or focus first reaches a shop link (or a shop navigation
// starts), so they are not part of every page's first load but are there when needed.
const loadSkeletons = () => import("./shop-skeletons");
const Skeletons = lazy(() => loadSkeletons().then((module) => ({ default: module.PendingSkeleton })));
const shopLink = 'a[href^="/collections"], a[href^="/products"]';

export type PendingKind = "collections" | "collection" | "product" | "dev-collections" | "dev-shop";

function kindOf(pathname: string): PendingKind | null {
  if (pathname === "/collections") return "collections";
  if (/^\/collections\/[^/]+$/.test(pathname)) return "collection";
  if (/^\/products\/[^/]+$/.test(pathname)) return "product";
  if (pathname === "/dev/collections") return "dev-collections";
  if (pathname === "/dev/shopify") return "dev-shop";
  return null;
}

/**
 * During a client-side navigation to a shop page, show that page's skeleton
 * instead of the page being left. Filter and sort changes (same path) keep the page.
 */
export function PendingPage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const current = useLocation();
  const target = navigation.state === "loading" && navigation.formMethod === undefined ? navigation.location : undefined;
  const kind = target && target.pathname !== current.pathname ? kindOf(target.pathname) : null;
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(shopLink)) return;
      void loadSkeletons();
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);
  if (!kind) return children;
  return (
    <Suspense fallback={children}>
      <Skeletons kind={kind} />
    </Suspense>
  );
}
