import { useEffect } from "react";
import { startThirdParties } from "~/lib/browser/analytics";

/** Mounted once by the shell: analytics and the chat widget, when configured, after the page is interactive. */
export function ThirdPartyLoader() {
  useEffect(() => startThirdParties(), []);
  return null;
}
