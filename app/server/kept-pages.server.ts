import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { keptPageAddress, type PageQuery, type PageQueryHandle } from "../lib/page-query.ts";
import { createRateLimiter, processStore } from "./rate-limit.server.ts";
import { addBrotliInBackground, preparePage, type SharedPage } from "./shared-pages.server.ts";

/**
 * A render of a page that may be kept for everyone, and the decision: kept, or sent once as it came
 * (a 404, a failure, a page that sets a cookie or says it is not to be shared).
 */
export type PageRender =
  | { keep: true; page: SharedPage; cacheControl: string }
  | { keep: false; status: number; headers: Headers; page: SharedPage | null; body: ArrayBuffer };

/** What a kept page tells browsers and shared caches when its route says nothing: ask again each time (ETag makes it cheap). */
export const keptPageCaching = "public, max-age=0, must-revalidate";

/**
 * Whether a page rendered for everyone (no cookies, the nonce placeholder on its scripts) is kept: a 200 HTML
 * page that sets no cookie, and whose route says nothing about caching or marks it public (a shop page whose
 * catalogue read failed says no-store).
 */
export async function pageRender(response: Response, nonceToken: string): Promise<PageRender> {
  const body = await response.arrayBuffer();
  const page = response.headers.get("content-type")?.startsWith("text/html") ? preparePage(Buffer.from(body).toString("utf8"), nonceToken) : null;
  const cacheControl = response.headers.get("cache-control") ?? keptPageCaching;
  const keep = response.status === 200 && page && cacheControl.startsWith("public") && !response.headers.has("set-cookie");
  return keep ? { keep: true, page, cacheControl } : { keep: false, status: response.status, headers: response.headers, page, body };
}

type Kept = { page: SharedPage; cacheControl: string; keptAt: number; bytes: number };

/**
 * The memory a kept page is counted for: its HTML and gzip, and as much again for the Brotli copy made in the
 * background (never larger than the gzip one).
 */
export const keptBytes = (page: SharedPage) => page.html.length + 2 * page.gzip.length;

/** The parameters the page at a path reads, as its route declares them; undefined for a route that reads none. */
export type PageQueryOf = (path: string) => PageQuery | undefined;

/** How many paths' answering routes are remembered: every content page and a few hundred shop pages. */
const rememberedPaths = 1000;

/**
 * The route that answers a path, found as React Router finds it, and the query its handle declares
 * (`handle.pageQuery`, app/lib/page-query.ts). Matching ranks every route each time, so the answer is remembered
 * per path (the most recent `rememberedPaths`).
 */
export function pageQueryOfRoutes(routes: ServerBuild["routes"]): PageQueryOf {
  const listed = Object.values(routes).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    listed
      .filter((route) => route.parentId === parentId)
      .map(({ id, index, path, caseSensitive }) => (index ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive, children: children(id) }));
  const tree = children(undefined);
  const remembered = new Map<string, PageQuery | undefined>();
  return (path) => {
    if (remembered.has(path)) return remembered.get(path);
    const answering = matchRoutes(tree, path)?.at(-1)?.route.id;
    const query = answering ? (routes[answering]?.module.handle as PageQueryHandle | undefined)?.pageQuery : undefined;
    if (remembered.size >= rememberedPaths) remembered.delete(remembered.keys().next().value!);
    remembered.set(path, query);
    return query;
  };
}

/**
 * The key a page is kept under: its path and only the parameters its route reads, each as the page reads it, in
 * the order the route declares them. Any other parameter (a campaign tag, a cache-buster, a random string) shows the
 * same page, so it shares the same kept copy instead of costing a render and memory of its own.
 */
export const keptPageKey = (path: string, query: URLSearchParams, pageQueryOf: PageQueryOf) =>
  query.size === 0 ? path : keptPageAddress(path, query, pageQueryOf(path));

/**
 * Renders of pages not kept yet that one client (its IP, read as the rate limits read it) may set off in a minute.
 * Past it the client's pages are rendered for it alone, as any page rendered per request is: not kept, compressed at
 * the usual level rather than the best. Counted in this process: the memory and the time it protects are its own.
 */
export function rendersBudget(perMinute: number) {
  const limiter = createRateLimiter({ name: "kept-page-renders", limit: perMinute, windowMs: 60_000, store: processStore() });
  return {
    perMinute,
    allows: async (client: string, now = Date.now()) => (await limiter.hit(client, now)).allowed,
  };
}

/**
 * Pages that are the same for every visitor, rendered on the first request and kept, compressed, until what
 * they show changes. What they show is named by a generation: the content revision (moved by every owner edit,
 * on any instance sharing the database) and the Sydney calendar day (closures coming up, the banner's dates).
 * A new generation drops every kept page at once. Shop pages also read a catalogue that may change outside
 * (a connected Shopify store), so they may carry a maximum age: past it the kept page is still served while
 * it is rendered again in the background, as long as ten times that age.
 *
 * Kept pages are bounded in entries and in bytes together; past either bound the page served least recently is
 * dropped first.
 */
export class KeptPages {
  private generation: string | null = null;
  /** In the order they were last served: the first is the least recently used. */
  private pages = new Map<string, Kept>();
  private rendering = new Map<string, Promise<PageRender>>();
  private readonly maxPages: number;
  /** What the kept pages cost and how many renders they took, as the server counts it (/admin/server-counts). */
  readonly counts: { entries: number; bytes: number; maxBytes: number; renders: number };

  constructor({ maxBytes, maxPages = 500 }: { maxBytes: number; maxPages?: number }) {
    this.maxPages = maxPages;
    this.counts = { entries: 0, bytes: 0, maxBytes, renders: 0 };
  }

  get size() {
    return this.pages.size;
  }

  /** Whether `serve` would answer from memory, without a render of its own: kept and young enough, or being rendered. */
  holds(generation: string, key: string, maxAgeMs = Number.POSITIVE_INFINITY): boolean {
    if (generation !== this.generation) return false;
    const kept = this.pages.get(key);
    return (kept !== undefined && Date.now() - kept.keptAt < maxAgeMs * 10) || this.rendering.has(key);
  }

  /** The page kept under `key` in this generation, or a fresh render (shared by every request waiting for it). */
  async serve(generation: string, key: string, render: () => Promise<PageRender>, maxAgeMs = Number.POSITIVE_INFINITY): Promise<PageRender> {
    if (generation !== this.generation) {
      this.generation = generation;
      this.pages.clear();
      this.rendering.clear();
      this.counts.entries = 0;
      this.counts.bytes = 0;
    }
    const kept = this.pages.get(key);
    const age = kept ? Date.now() - kept.keptAt : 0;
    if (kept && age < maxAgeMs * 10) {
      // Served: now the most recently used.
      this.pages.delete(key);
      this.pages.set(key, kept);
      if (age >= maxAgeMs) this.renderOnce(generation, key, render).catch(() => {});
      return { keep: true, page: kept.page, cacheControl: kept.cacheControl };
    }
    return this.renderOnce(generation, key, render);
  }

  private renderOnce(generation: string, key: string, render: () => Promise<PageRender>): Promise<PageRender> {
    const running = this.rendering.get(key);
    if (running) return running;
    this.counts.renders += 1;
    const promise = render()
      .then((result) => {
        // A render that finishes after the generation moved on showed the old content: it is sent, not kept.
        if (result.keep && this.generation === generation) this.keep(key, result.page, result.cacheControl);
        return result;
      })
      .finally(() => {
        if (this.rendering.get(key) === promise) this.rendering.delete(key);
      });
    this.rendering.set(key, promise);
    return promise;
  }

  /** Keeps a page, dropping the least recently served first while the entries or the bytes would pass their bounds. */
  private keep(key: string, page: SharedPage, cacheControl: string) {
    this.drop(key);
    const bytes = keptBytes(page);
    if (bytes > this.counts.maxBytes) return;
    while (this.pages.size > 0 && (this.pages.size >= this.maxPages || this.counts.bytes + bytes > this.counts.maxBytes)) this.drop(this.pages.keys().next().value!);
    this.pages.set(key, { page, cacheControl, keptAt: Date.now(), bytes });
    this.counts.entries = this.pages.size;
    this.counts.bytes += bytes;
    addBrotliInBackground(page);
  }

  private drop(key: string) {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.counts.entries = this.pages.size;
    this.counts.bytes -= kept.bytes;
  }
}
