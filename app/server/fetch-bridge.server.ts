/**
 * Between Express and React Router: the Fetch Request a page sees, and the way its Response goes back.
 * Replaces @react-router/express's adapter, which builds the URL from the Host, X-Forwarded-Host and
 * X-Forwarded-Proto headers (a malformed Host made it throw, a forged one leaked into absolute URLs) and
 * streams the body unbounded.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** An address that is not a path (`GET http://host/path`, `OPTIONS *`) yields its path; anything else is a 400. */
function pathOf(target: string): string {
  if (target.startsWith("/")) return target;
  const parsed = URL.parse(target);
  if (!parsed) throw Object.assign(new Error("The request's address could not be read."), { status: 400 });
  return parsed.pathname + parsed.search;
}

/**
 * The request at SITE_URL's origin, whatever Host it came with, carrying the body bodyLimit() read
 * (`req.body`). (A page kept for everyone is rendered from a clean request instead: see web-server.server.ts.)
 */
export function fetchRequest(req: ExpressRequest, siteOrigin: string, options: { signal?: AbortSignal } = {}): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${siteOrigin}${pathOf(req.originalUrl)}`, {
    method: req.method,
    headers,
    signal: options.signal,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
  });
}

/** Aborted when the visitor goes away before the answer is complete, so loaders can stop. */
export function abortedOnClose(res: ExpressResponse): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
