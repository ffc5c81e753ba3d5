import { useEffect } from "react";
import { whenInteractive } from "~/lib/browser/first-interaction";

/** Mounted once by the shell: analytics and the chat widget, when configured, after the page is interactive. */
export function ThirdPartyLoader() {
  useEffect(() => {
    // Listen for the first interaction now: it may come before the analytics code below has loaded.
    void whenInteractive();
    // Its code (the analytics queue, the third-party settings) is not needed to read the page: it loads after it.
    import("~/lib/browser/analytics")
      .then((analytics) => analytics.startThirdParties())
      .catch((error: unknown) => console.warn("Analytics unavailable", error));
  }, []);
  return null;
}
