import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { CollectionPageSkeleton, CollectionsSkeleton, ListSkeleton, ProductPageSkeleton } from "./shop-skeletons";

function skeletonFor(pathname: string): ReactNode {
  if (pathname === "/collections") return <CollectionsSkeleton />;
  if (/^\/collections\/[^/]+$/.test(pathname)) return <CollectionPageSkeleton />;
  if (/^\/products\/[^/]+$/.test(pathname)) return <ProductPageSkeleton />;
  if (pathname === "/dev/collections") return <ListSkeleton label="Loading collections..." />;
  if (pathname === "/dev/shopify") return <ListSkeleton label="Loading shop data..." />;
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
  if (!target || target.pathname === current.pathname) return children;
  return skeletonFor(target.pathname) ?? children;
}
