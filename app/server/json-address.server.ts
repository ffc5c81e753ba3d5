import type { MiddlewareFunction } from "react-router";
import { jsonError, readJson } from "./request.server.ts";

/**
 * A feature posted to as a form at its page and as JSON at its /api/ address, by one route module (the address is read
 * as bodyLimitFor reads it: under /api/ is JSON). React Router
 * renders whatever a page's action returns into the page, so at the JSON address this middleware answers instead,
 * before any loader runs, as a resource route would: POST only, the body read without trusting it (readJson), then
 * `answer`'s Response as it is. At the page's own address it steps aside and the page's form action runs.
 * The server has already checked the origin, the rate and the body's size (16 KB under /api/, see body-limit.server.ts).
 */
export function jsonAddress(answer: (body: unknown) => Promise<Response>): MiddlewareFunction<Response> {
  return async ({ request, url }, next) => {
    if (!url.pathname.startsWith("/api/")) return next();
    if (request.method !== "POST") return jsonError(405, "Method not allowed", { Allow: "POST" });
    const body = await readJson(request);
    if (!body.ok) return jsonError(400, body.error);
    return answer(body.body);
  };
}
