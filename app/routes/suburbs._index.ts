import { redirect } from "react-router";
import { log } from "~/server/log.server";

/** /suburbs with no suburb goes to the services list (spec 001 §2.9). */
export function loader() {
  log("redirect.suburb", { from: "/suburbs", to: "/services", status: 301 });
  return redirect("/services", 301);
}
