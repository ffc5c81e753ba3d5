import { publicConfig } from "~/server/public-config.server";

/**
 * The third-party ids the browser may know (analytics, widgets, map). Fetched
 * only after the visitor interacts, so pages make no third-party request before;
 * with nothing configured every value is null and nothing else is loaded.
 */
export function loader() {
  return Response.json(publicConfig(), { headers: { "Cache-Control": "public, max-age=300" } });
}
