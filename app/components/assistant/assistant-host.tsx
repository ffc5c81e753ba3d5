import { lazy, Suspense } from "react";
import { AssistantPanelModule, useAssistant } from "~/lib/browser/assistant";

const AssistantPanel = lazy(() => AssistantPanelModule().then((module) => ({ default: module.AssistantPanel })));

/** Mounts the chat panel once a chat button has been used, so its code is not part of any page's first load. */
export function AssistantHost() {
  const { wanted } = useAssistant();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel />
    </Suspense>
  );
}
