import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { DeferredNewsletter } from "~/components/forms/deferred-newsletter";
import { cspNonceKey, NonceContext, SHARED_PAGE_NONCE } from "~/lib/csp-nonce";
import { rootMessage } from "~/server/db/data-dir.server";
import { noteStorageFailure } from "~/server/db/storage.server";
import { log } from "~/server/log.server";
import { scriptsAfterFirstPaint } from "~/server/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * An error a loader or action did not handle. A refused request (a 4xx, e.g. a POST to a page that takes
 * none) is one warning line, not a stack trace: hand-made requests must not bury real errors. A storage
 * failure (full disk, read-only data directory) marks the database unavailable for /healthz. Anything else
 * is logged with its innermost message and stack frames, never a query's parameters (they can hold a
 * visitor's e-mail or phone).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname.slice(0, 300);
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) log("route.refused", { method: request.method, path, status: error.status }, "warn");
    else log("server.error", { method: request.method, path, status: error.status, error: error.statusText }, "error");
    return;
  }
  const problem = noteStorageFailure(error);
  const stack = error instanceof Error && error.stack ? error.stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).slice(0, 12) : undefined;
  log("server.error", { method: request.method, path, error: rootMessage(error), storage: problem ?? undefined, stack }, "error");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Islands of the shell render in full on the server: their code must be there before the first render.
  await DeferredNewsletter.preload();
  // A page kept for everyone is rendered with the placeholder, which the web server (server/web-server.server.ts) removes (the page's scripts
  // are then allowed by their hashes); so is a render without a load context.
  let nonce: string | undefined = SHARED_PAGE_NONCE;
  try {
    if (loadContext) nonce = loadContext.get(cspNonceKey) ?? SHARED_PAGE_NONCE;
  } catch {
    nonce = SHARED_PAGE_NONCE;
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Never move a finished Suspense boundary out of place because it is large: outlined
        // HTML is revealed by a script, so without JavaScript it would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = scriptsAfterFirstPaint();
          html.pipe(body);
          pipe(html);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
