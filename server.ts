/**
 * The one process that serves the site: compression, security headers,
 * hashed assets, pages kept for everyone, rate limits and the React Router handler.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { configurationWarnings, untrustedProxyWatcher } from "./app/server/config-warnings.server.ts";
import { env, siteOrigin } from "./app/server/env.server.ts";
import { abortedOnClose, fetchRequest, sendFetchResponse } from "./app/server/fetch-bridge.server.ts";
import { securityHeaders } from "./app/server/headers.server.ts";
import { log } from "./app/server/log.server.ts";
import { KeptPages, pageRender } from "./app/server/kept-pages.server.ts";
import { createRateLimiter } from "./app/server/rate-limit.server.ts";
import { bodyLimit, hostCheck, originCheck } from "./app/server/request-edge.server.ts";
import { pickEncoding, type SharedPage } from "./app/server/shared-pages.server.ts";

type ServerHooks = {
  cspNonceKey: Parameters<RouterContextProvider["set"]>[0];
  clientIpKey?: Parameters<RouterContextProvider["set"]>[0];
  sharedPageNonce: string;
  keptPaths: string[];
  keptPagesGeneration: () => Promise<string>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  health: () => Promise<{ ok: true } | { ok: false; error: string }>;
};

const config = (() => {
  try {
    return env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

for (const warning of configurationWarnings(config)) console.warn(warning);

const clientDir = path.resolve("build/client");
const serverEntry = path.resolve("build/server/index.js");
if (!existsSync(serverEntry)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
const build = (await import(serverEntry)) as ServerBuild;
const hooks = (build.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks;

const origin = siteOrigin();
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY);

const watchForUntrustedProxy = untrustedProxyWatcher(config, (message) => console.warn(message));
app.use((req, _res, next) => {
  watchForUntrustedProxy(req.headers);
  next();
});

// One JSON line per request.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    log("http.request", {
      method: req.method,
      path: req.path.slice(0, 300),
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    });
  });
  next();
});

app.use(compression());

app.use((_req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.set(securityHeaders({ nonce }, config));
  next();
});

// A NUL character in the address (%00) can't be stored or looked up: refuse it here, like an address that can't be decoded.
app.use((req, res, next) => {
  if (!/%00/i.test(req.originalUrl)) return next();
  res.status(400).json({ error: "The address contains a character we can't read (%00)." });
});

// Nothing is built from the Host header (absolute URLs come from SITE_URL), but one that can't be read is refused.
app.use(hostCheck());

// 503 while the database cannot store anything (a full disk, a read-only data directory), so a load balancer or supervisor can tell.
app.get("/healthz", async (_req, res) => {
  const health = await hooks.health();
  res.set("Cache-Control", "no-store");
  if (health.ok) res.json({ status: "ok" });
  else res.status(503).json({ status: "unavailable", error: health.error });
});

// Rate limits on everything that is not a read. Tracking beacons get a roomier bucket of their own.
const writeLimiter = createRateLimiter({ limit: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
const eventLimiter = createRateLimiter({ limit: config.RATE_LIMIT_PER_MINUTE * 5, windowMs: 60_000 });
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const limiter = req.path === "/api/events" ? eventLimiter : writeLimiter;
  const verdict = limiter.hit(req.ip ?? "unknown");
  if (verdict.allowed) return next();
  res.set("Retry-After", String(verdict.retryAfterSeconds));
  res.status(429).json({ error: "Too many requests. Please wait a moment and try again." });
});

// Writes come from our own pages, with bodies no larger than their kind of address takes.
app.use(originCheck(origin));
app.use(bodyLimit());

// Hashed build assets never change under the same name.
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));

// Canonical URLs have no trailing slash; one permanent hop for the other spelling.
app.use((req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, req.path.replace(/\/+$/, "") + query);
    return;
  }
  next();
});

// A kept page is the page without parameters. A query that may change what the page shows
// (e.g. /blog?category=Treatments) is rendered by React Router instead; campaign tags are not such a query.
const campaignParam = /^(utm_[a-z]+|gclid|fbclid|ttclid|msclkid)$/i;
const changesContent = (req: Request) => Object.keys(req.query).some((name) => !campaignParam.test(name));

/** Sends a page that is the same for everyone: its own script-hash CSP, ETag revalidation, compressed once. */
function sendSharedPage(req: Request, res: Response, page: SharedPage, status: number, cacheControl: string) {
  res.status(status).set({
    ...securityHeaders({ sha256: page.scriptHashes }, config),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControl,
    ETag: page.etag,
    Vary: "Accept-Encoding",
  });
  if (status === 200 && req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  // The compression middleware leaves a body that already has an encoding alone.
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" && page.brotli ? page.brotli : encoding ? page.gzip : page.html;
  if (body !== page.html) res.set("Content-Encoding", body === page.brotli ? "br" : "gzip");
  res.set("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** What a page's loaders and actions get besides the request: the response's CSP nonce and the client's IP. */
function loadContext(req: Request | null, nonce: string) {
  const context = new RouterContextProvider();
  context.set(hooks.cspNonceKey, nonce);
  if (hooks.clientIpKey) context.set(hooks.clientIpKey, req?.ip ?? "unknown");
  return context;
}

// Pages that are the same for everyone (content pages, and shop pages: the bag is filled in by the browser)
// are rendered on the first request and kept, compressed, for as long as what they show stays the same: the
// content revision (an owner edit here or on another instance sharing the database) and the Sydney day.
// Shop pages are also kept at most as long as the catalogue reads behind them (STOREFRONT_CACHE_SECONDS).
// Client-side navigations ask for `.data`, which React Router answers per request.
const renderPage = createFetchRequestHandler(build, config.NODE_ENV);
const keptPaths = new Set(hooks.keptPaths);
const shopPath = /^\/(products\/[^/]+|collections(\/[^/]+)?)$/;
const shopPageMs = config.STOREFRONT_CACHE_SECONDS * 1000;

/** Where a request's page is kept, and for how long at most; null for a page rendered per request. */
function keptPlace(req: Request): { key: string; maxAgeMs?: number } | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return null;
  if (keptPaths.has(req.path)) return changesContent(req) ? null : { key: req.path };
  if (shopPath.test(req.path) && shopPageMs > 0) return { key: req.originalUrl, maxAgeMs: shopPageMs };
  return null;
}

/** A render for everyone: no visitor's cookies or headers reach it, so the bytes are the same whoever asked first. */
async function renderForEveryone(key: string) {
  const request = new Request(`${origin}${key}`, { headers: { accept: "text/html" } });
  return pageRender(await renderPage(request, loadContext(null, hooks.sharedPageNonce)), hooks.sharedPageNonce);
}

const keptPages = new KeptPages();

/**
 * Renders every kept content page once in the background at start, one at a time, so the first visitors are
 * served at once. After an edit (or at midnight) each page is rendered again by its first visitor instead:
 * re-rendering all of them at once would slow the owner's next pages on a small server.
 */
let stopping = false;
async function warmKeptPages() {
  for (const key of keptPaths) {
    if (stopping) return;
    try {
      await keptPages.serve(await hooks.keptPagesGeneration(), key, () => renderForEveryone(key));
    } catch (error) {
      log("kept_pages.warm_failed", { path: key, message: (error as Error).message.slice(0, 200) }, "warn");
    }
  }
  log("kept_pages.warm", { pages: keptPages.size });
}

app.use(async (req, res, next) => {
  const place = keptPlace(req);
  if (!place) return next();
  try {
    const render = await keptPages.serve(await hooks.keptPagesGeneration(), place.key, () => renderForEveryone(place.key), place.maxAgeMs);
    if (render.keep) return sendSharedPage(req, res, render.page, 200, render.cacheControl);
    if (render.page) return sendSharedPage(req, res, render.page, render.status, render.headers.get("cache-control") ?? "no-store");
    res.status(render.status);
    render.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(req.method === "HEAD" ? undefined : Buffer.from(render.body));
  } catch (error) {
    next(error);
  }
});

app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

app.all("/{*splat}", async (req, res, next) => {
  try {
    const request = fetchRequest(req, origin, { signal: abortedOnClose(res) });
    await sendFetchResponse(res, await renderPage(request, loadContext(req, res.locals.cspNonce as string)));
  } catch (error) {
    next(error);
  }
});

app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
  log("http.error", { path: req.path, status, message: (error as Error).message }, status >= 500 ? "error" : "warn");
  if (res.headersSent) return;
  res.status(status).json({ error: status >= 500 ? "Something went wrong on our side." : "The request could not be read." });
});

// Opening the database is bounded and explains itself: a data directory that is read-only, full or not a
// directory ends the start with one clear sentence (DatabaseUnavailableError), anything else with its stack.
try {
  await hooks.start();
} catch (error) {
  if ((error as Error).name === "DatabaseUnavailableError") console.error(`\n  ${(error as Error).message}\n  The server did not start.\n`);
  else console.error("The server did not start:", error);
  process.exit(1);
}

const server: Server = app.listen(config.PORT, config.HOST, () => {
  log("server.listening", { url: `http://localhost:${config.PORT}`, keptPages: keptPaths.size, mode: config.NODE_ENV });
  console.log(`\n  Site ready on http://localhost:${config.PORT}\n`);
});
server.keepAliveTimeout = 65_000;
void warmKeptPages();

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log("server.stopping", { signal });
  const force = setTimeout(() => {
    log("server.forced_exit", { signal }, "warn");
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop accepting, let in-flight requests finish, then close the database.
  server.close(async () => {
    await hooks.stop();
    log("server.stopped", { signal });
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
