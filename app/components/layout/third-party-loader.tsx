import { useEffect } from "react";

/** Mounted once by the shell: analytics and the chat widget, when configured, after the page is interactive. */
export function ThirdPartyLoader() {
  useEffect(() => {
    // Its code (the analytics queue, the third-party settings) is not needed to read the page: it loads after it.
    import("~/lib/browser/analytics")
      .then((analytics) => analytics.startThirdParties())
      .catch((error: unknown) => console.warn("Analytics unavailable", error));
  }, []);
  return null;
}
