import { redirect } from "react-router";
import { log } from "~/server/log.server";
import { readOnly } from "~/server/request.server";

/** /suburbs with no suburb goes to the services list. */
export function loader() {
  log("redirect.suburb", { from: "/suburbs", to: "/services", status: 301 });
  return redirect("/services", 301);
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
