import { redirect } from "react-router";
import { log } from "~/server/log.server";
import type { Route } from "./+types/suburbs.$suburb";
import { readOnly } from "~/server/request.server";

/** The old suburb URLs: /suburbs/{suburb} moved permanently to /near/{suburb}. */
export function loader({ params }: Route.LoaderArgs) {
  const to = `/near/${encodeURIComponent(params.suburb)}`;
  log("redirect.suburb", { from: `/suburbs/${params.suburb}`.slice(0, 200), to: to.slice(0, 200), status: 301 });
  return redirect(to, 301);
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
