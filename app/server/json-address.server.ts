import type { MiddlewareFunction } from "react-router";
import { guardStorage } from "./db/storage.server.ts";
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

type Refusal = { ok: false; status: number; error: string };

/**
 * The JSON answer of a write that creates one thing: `store` runs, a storage failure is its 503 (with Retry-After),
 * a refusal is `{ error }` with its status, and what was stored is a 201 with the fields `created` picks.
 */
export async function createdAnswer<Result extends { ok: true } | Refusal>(
  store: () => Promise<Result>,
  created: (stored: Extract<Result, { ok: true }>) => Record<string, unknown>,
): Promise<Response> {
  const attempt = await guardStorage(store);
  if (!attempt.ok) return attempt.response;
  const result = attempt.value;
  if (!result.ok) return jsonError(result.status, result.error);
  return Response.json({ ok: true, ...created(result as Extract<Result, { ok: true }>) }, { status: 201 });
}
