import { lazy, Suspense } from "react";
import { BagPanelModule, useBag } from "~/lib/browser/bag";

const BagPanel = lazy(() => BagPanelModule().then((module) => ({ default: module.BagPanel })));

/** Mounts the bag panel once it has first been opened, so its code is not part of every page's first load. */
export function BagPanelHost() {
  const { wanted } = useBag();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BagPanel />
    </Suspense>
  );
}
