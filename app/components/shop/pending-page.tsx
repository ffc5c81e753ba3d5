import { lazy, Suspense, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

// The skeletons load when a shop navigation first starts, so they are not part of every page's first load.
const Skeletons = lazy(() => import("./shop-skeletons").then((module) => ({ default: module.PendingSkeleton })));

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
  if (!kind) return children;
  return (
    <Suspense fallback={children}>
      <Skeletons kind={kind} />
    </Suspense>
  );
}
