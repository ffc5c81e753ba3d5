import { publicConfig } from "~/server/public-config.server";
import { readOnly } from "~/server/request.server";

/**
 * The third-party ids the browser may know (analytics, widgets, map). Fetched
 * only after the visitor interacts, so pages make no third-party request before;
 * with nothing configured every value is null and nothing else is loaded.
 */
export function loader() {
  return Response.json(publicConfig(), { headers: { "Cache-Control": "public, max-age=300" } });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
