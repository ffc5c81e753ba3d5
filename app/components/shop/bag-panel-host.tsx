import { lazy, Suspense, useEffect } from "react";
import { useBag } from "~/lib/browser/bag";

/** The panel's code loads the first time it is needed (or about to be), not with every page. */
const loadPanel = () => import("./bag-panel");
const BagPanel = lazy(() => loadPanel().then((module) => ({ default: module.BagPanel })));

/** Mounts the bag panel once it has first been opened, so its code is not part of every page's first load. */
export function BagPanelHost() {
  const { wanted, prepared } = useBag();
  useEffect(() => {
    if (prepared) void loadPanel();
  }, [prepared]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BagPanel />
    </Suspense>
  );
}
