/**
 * The one process that serves the site: compression, security headers, hashed assets, pages kept for everyone,
 * rate limits and the React Router handler, then the database opened and start-up work run before listening.
 *
 * Vite compiles this module with the app into build/server/index.js (its SSR input, vite.config.ts), so the
 * Express side and the routes share every module: one database client, one content revision poll, one set of
 * caches. server.ts finds the build and calls `serveSite`. Under `npm run dev`, server.ts loads this module
 * through Vite instead (see DevelopmentServer): the same app, compiled on request and evaluated again after an edit.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { clientIpKey, cspNonceKey, SHARED_PAGE_NONCE } from "../lib/csp-nonce.ts";
import { onSitePath } from "../lib/site-path.ts";
import { sydneyDate } from "../lib/sydney-time.ts";
import { isAdmin } from "./admin-auth.server.ts";
import { configurationWarnings, untrustedProxyWatcher } from "./config-warnings.server.ts";
import { contentRevision } from "./content-revision.server.ts";
import { closeDatabase, exclusiveStartupWork, explainStorageFailure, openDatabase } from "./db/client.server.ts";
import { storageHealth } from "./db/storage.server.ts";
import { env, siteOrigin, type Env } from "./env.server.ts";
import { abortedOnClose, fetchRequest, sendFetchResponse } from "./fetch-bridge.server.ts";
import { assetSecurityHeaders, securityHeaders } from "./headers.server.ts";
import { KeptPages, keptPageKey, pageQueryOfRoutes, pageRender, rendersBudget } from "./kept-pages.server.ts";
import { log } from "./log.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";
import { answerClientError, bodyLimit, hostCheck, methodCheck, originCheck, ownerWritesFirst, refuseTunnel, requestOrigin } from "./request-edge.server.ts";
import { pickEncoding, type SharedPage } from "./shared-pages.server.ts";
import { blogPublicationMark, shownPosts } from "./blog-posts.server.ts";
import { isKeptPostPath, keptPaths, servicePagePattern } from "./site-pages.server.ts";
import { countAlso } from "./server-counts.server.ts";
import { drain } from "./draining.server.ts";
import { runStartupTasks, stopStartupTasks } from "./startup.server.ts";
import { precompressedAssets } from "./precompressed-assets.server.ts";

const clientDir = path.resolve("build/client");

/** A file the build wrote under /assets/ (an address that names none is answered by the site, as any other). */
function isBuiltAsset(address: string): boolean {
  const file = path.join(clientDir, path.normalize(address));
  return file.startsWith(path.join(clientDir, "assets") + path.sep) && existsSync(file);
}

const shopPath = /^\/(products\/[^/]+|collections(\/[^/]+)?)$/;

/**
 * What pages kept for everyone show depends on: the content revision (every owner edit, on any instance
 * sharing the database), the Sydney calendar day (the closures coming up, the banner's dates) and the
 * scheduled posts that have come out since (a post scheduled for 9 am shows at 9 am).
 */
async function keptPagesGeneration() {
  const now = new Date();
  return `${await contentRevision()}:${sydneyDate(now)}:${await blogPublicationMark(now)}`;
}

/** What a page's loaders and actions get besides the request: the response's CSP nonce and the client's IP. */
function loadContext(req: Request | null, nonce: string) {
  const context = new RouterContextProvider();
  context.set(cspNonceKey, nonce);
  context.set(clientIpKey, req?.ip ?? "unknown");
  return context;
}

/** Sends a page that is the same for everyone: its own script-hash CSP, ETag revalidation, compressed once. */
function sendSharedPage(config: Env, req: Request, res: Response, page: SharedPage, status: number, cacheControl: string) {
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

/**
 * Opening the database is bounded and explains itself: a data directory that is read-only, full or not a
 * directory ends the start with one clear sentence (DatabaseUnavailableError), anything else with its stack.
 */
async function openDatabaseAndRunStartupWork() {
  try {
    await openDatabase();
    try {
      // Several instances on one PostgreSQL: the seed and other start-up data work run once, not once per instance.
      await exclusiveStartupWork(runStartupTasks);
    } catch (error) {
      throw explainStorageFailure(error);
    }
  } catch (error) {
    if ((error as Error).name === "DatabaseUnavailableError")
      console.error(`\n  ${(error as Error).message}\n  The server did not start.\n`);
    else console.error("The server did not start:", error);
    process.exit(1);
  }
}

/** The Express app that answers every request, and the background rendering of the kept pages. */
type Site = { app: Express; warmKeptPages: () => Promise<void>; stopWarming: () => void; keptPages: number };

/**
 * Builds the site's Express app. In development (`npm run dev`) Vite serves the browser's modules and the files of
 * public/, so the app serves no build output, and nothing is kept for everyone: every page is rendered from the code
 * as it is now.
 */
function createSite(config: Env, development: boolean): Site {
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
        // For a page that may be kept: "memory", "rendered" (kept from now on if it may be) or "past-budget".
        ...(res.locals.kept ? { kept: res.locals.kept as string } : {}),
      });
    });
    next();
  });

  app.use(compression());

  app.use((req, res, next) => {
    // Built files carry only the headers a subresource obeys: the rest would be sent with every one of them.
    if (!development && req.path.startsWith("/assets/") && isBuiltAsset(req.path)) return void (res.set(assetSecurityHeaders(config)), next());
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
  app.use(methodCheck());

  // 503 while the database cannot store anything (a full disk, a read-only data directory), so a load balancer or supervisor can tell.
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    // A stopping server tells the proxy first, while it still answers what it is sent.
    if (drain.isDraining()) return void res.status(503).json({ status: "draining" });
    const health = await storageHealth();
    if (health.ok) res.json({ status: "ok" });
    else res.status(503).json({ status: "unavailable", error: health.error });
  });

  // Rate limits on everything that is not a read. Tracking beacons get a roomier bucket of their own.
  // Counted in PostgreSQL when the server runs on it, so every instance on that database counts together.
  const writeLimiter = createRateLimiter({ name: "writes", limit: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  const eventLimiter = createRateLimiter({ name: "events", limit: config.RATE_LIMIT_PER_MINUTE * 5, windowMs: 60_000 });
  app.use(async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const limiter = req.path === "/api/events" ? eventLimiter : writeLimiter;
    const verdict = await limiter.hit(req.ip ?? "unknown");
    if (verdict.allowed) return next();
    res.set("Retry-After", String(verdict.retryAfterSeconds));
    res.status(429).json({ error: "Too many requests. Please wait a moment and try again." });
  });

  // Writes come from our own pages, with bodies no larger than their kind of address takes.
  app.use(originCheck(config.siteUrlAssumed ? null : origin));
  app.use(ownerWritesFirst((cookie) => isAdmin(new Request(origin, { headers: cookie ? { cookie } : {} }))));
  app.use(bodyLimit());

  // Hashed build assets never change under the same name.
  if (!development) app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
  if (!development) app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, lastModified: false }));

  // Canonical URLs have no trailing slash; one permanent hop for the other spelling, always to a path of this site.
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, onSitePath(req.path.replace(/\/+$/, "")) + query);
      return;
    }
    next();
  });

  // Pages that are the same for everyone (content pages, and shop pages: the bag is filled in by the browser)
  // are rendered on the first request and kept, compressed, for as long as what they show stays the same: the
  // content revision (an owner edit here or on another instance sharing the database) and the Sydney day.
  // Shop pages are also kept at most as long as the catalogue reads behind them (STOREFRONT_CACHE_SECONDS).
  // A page is kept under its path and the parameters its route reads (its handle's pageQuery), nothing else.
  // Client-side navigations ask for `.data`, which React Router answers per request.
  const renderPage = createRequestHandler(build, config.NODE_ENV);
  const kept = new Set(development ? [] : keptPaths());
  const shopPageMs = config.STOREFRONT_CACHE_SECONDS * 1000;
  const pageQueryOf = pageQueryOfRoutes(build.routes);

  /** Where a request's page is kept, and for how long at most; null for a page rendered per request. */
  function keptPlace(req: Request): { key: string; maxAgeMs?: number } | null {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return null;
    const key = () => keptPageKey(req.path, new URLSearchParams(req.originalUrl.slice(req.path.length)), pageQueryOf);
    const keptByAddress = !development && (servicePagePattern.test(req.path) || isKeptPostPath(req.path));
    if (kept.has(req.path) || keptByAddress) return { key: key() };
    if (shopPath.test(req.path) && shopPageMs > 0 && !development) return { key: key(), maxAgeMs: shopPageMs };
    return null;
  }

  /** A render for everyone: no visitor's cookies or headers reach it, so the bytes are the same whoever asked first. */
  async function renderForEveryone(key: string) {
    const request = new Request(`${origin}${key}`, { headers: { accept: "text/html" } });
    return pageRender(await renderPage(request, loadContext(null, SHARED_PAGE_NONCE)), SHARED_PAGE_NONCE);
  }

  const keptPages = new KeptPages({ maxBytes: config.KEPT_PAGES_MEMORY_MB * 1024 * 1024 });
  const renders = rendersBudget(config.KEPT_PAGE_RENDERS_PER_MINUTE);
  let pastBudget = 0;
  countAlso("keptPages", () => ({ ...keptPages.counts, rendersPerClientPerMinute: renders.perMinute, pastBudget }));

  /**
   * Renders every kept content page once in the background at start, one at a time, so the first visitors are
   * served at once. After an edit (or at midnight) each page is rendered again by its first visitor instead:
   * re-rendering all of them at once would slow the owner's next pages on a small server.
   */
  let stopping = false;
  async function warmKeptPages() {
    const posts = await shownPosts().catch(() => []);
    for (const key of [...kept, ...posts.map((post) => `/blog/${post.slug}`)]) {
      if (stopping) return;
      try {
        await keptPages.serve(await keptPagesGeneration(), key, () => renderForEveryone(key));
      } catch (error) {
        log("kept_pages.warm_failed", { path: key, message: (error as Error).message.slice(0, 200) }, "warn");
      }
    }
    log("kept_pages.warm", { pages: keptPages.size });
  }

  // A page not kept yet costs a render and the best compression, and then memory: each client sets off only so many a
  // minute (KEPT_PAGE_RENDERS_PER_MINUTE). Past that its pages are rendered for it alone below, as any page rendered
  // per request is; what is kept is still served from memory.
  app.use(async (req, res, next) => {
    const place = keptPlace(req);
    if (!place) return next();
    try {
      const generation = await keptPagesGeneration();
      const inMemory = keptPages.holds(generation, place.key, place.maxAgeMs);
      if (!inMemory && !(await renders.allows(req.ip ?? "unknown"))) {
        pastBudget += 1;
        res.locals.kept = "past-budget";
        return next();
      }
      res.locals.kept = inMemory ? "memory" : "rendered";
      const render = await keptPages.serve(generation, place.key, () => renderForEveryone(place.key), place.maxAgeMs);
      if (render.keep) return sendSharedPage(config, req, res, render.page, 200, render.cacheControl);
      if (render.page)
        return sendSharedPage(config, req, res, render.page, render.status, render.headers.get("cache-control") ?? "no-store");
      res.status(render.status);
      render.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(req.method === "HEAD" ? undefined : Buffer.from(render.body));
    } catch (error) {
      next(error);
    }
  });

  if (!development) app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.all("/{*splat}", async (req, res, next) => {
    try {
      // A first run without SITE_URL: React Router also checks a post's Origin against the address it is given.
      const request = fetchRequest(req, config.siteUrlAssumed ? requestOrigin(req) : origin, { signal: abortedOnClose(res) });
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

  return { app, warmKeptPages, stopWarming: () => void (stopping = true), keptPages: kept.size };
}

/**
 * What `npm run dev` hands serveSite: server.ts creates the HTTP server and Vite (in middleware mode, its HMR
 * websocket on that server), then loads this module through Vite.
 */
export type DevelopmentServer = {
  httpServer: Server;
  /** Vite's own requests: its client, the app's modules compiled for the browser, the files of public/. */
  middlewares: RequestHandler;
  /** This module as Vite has it now: after an edit Vite evaluates it, and what it imports, again. */
  currentSite: () => Promise<{ developmentApp: () => Express }>;
  close: () => Promise<void>;
};

let developmentSite: Express | undefined;

/** The site's app as this evaluation of the module builds it, once: the code after the latest edit. */
export function developmentApp(): Express {
  developmentSite ??= createSite(env(), true).app;
  return developmentSite;
}

/** Vite first, then every other request to the app built from the code as it is now. */
function developmentHandler(development: DevelopmentServer): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(development.middlewares);
  app.use(async (req, res, next) => {
    try {
      (await development.currentSite()).developmentApp()(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  // A module that does not compile: its message and stack, as plain text.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(error);
    res.status(500).type("text/plain").send(stripVTControlCharacters(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  });
  return app;
}

/**
 * Reads the configuration, builds the Express app, opens the database, runs the start-up work, listens, and closes
 * everything on SIGTERM or SIGINT. Given a DevelopmentServer, it serves through Vite; the start-up work still runs once.
 */
/** After the drain, how long requests in flight may take to finish before their connections are cut. */
const requestsFinishMs = 10_000;

export async function serveSite(development?: DevelopmentServer) {
  const config = (() => {
    try {
      return env();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  })();

  for (const warning of configurationWarnings(config)) console.warn(warning);

  const site = development ? undefined : createSite(config, false);
  const requests = site?.app ?? developmentHandler(development as DevelopmentServer);

  await openDatabaseAndRunStartupWork();

  const server: Server = development?.httpServer ?? createServer();
  server.on("request", (req, res) => drain.middleware(req, res, () => requests(req, res)));
  server.once("error", (error) => {
    console.error(`The server could not listen on ${config.HOST}:${config.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.PORT, config.HOST, () => {
    log("server.listening", { url: `http://localhost:${config.PORT}`, keptPages: site?.keptPages ?? 0, mode: config.NODE_ENV });
    console.log(`\n  Site ready on http://localhost:${config.PORT}${development ? " (development: pages follow every edit)" : ""}\n`);
  });
  server.keepAliveTimeout = 65_000;
  server.on("connect", refuseTunnel);
  server.on("clientError", answerClientError);
  void site?.warmKeptPages();

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    site?.stopWarming();
    const times = { drainMs: config.DRAIN_SECONDS * 1000, finishMs: requestsFinishMs };
    // Whatever hangs past every wait still ends the process.
    const force = setTimeout(() => {
      log("server.forced_exit", { signal }, "warn");
      process.exit(1);
    }, times.drainMs + times.finishMs + 10_000);
    force.unref();
    await drain.stop(server, times, signal);
    await development?.close();
    // The outbox worker finishes the delivery in hand and takes no other; then the database closes.
    await stopStartupTasks();
    await closeDatabase();
    log("server.stopped", { signal });
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
