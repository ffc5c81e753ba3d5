import { useEffect } from "react";
import { whenInteractive } from "~/lib/browser/first-interaction";

/** Mounted once by the shell: analytics and the chat widget, when configured, from the visitor's first interaction. */
export function ThirdPartyLoader() {
  useEffect(() => {
    // Its code (the analytics queue, the third-party settings) loads on the visitor's first interaction, when third
    // parties may start; events recorded before then wait in the event log for it (event-log.ts).
    void whenInteractive()
      .then(() => import("~/lib/browser/analytics"))
      .then((analytics) => analytics.startThirdParties())
      .catch((error: unknown) => console.warn("Analytics unavailable", error));
  }, []);
  return null;
}
