import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import { log } from "./log.server.ts";
import { fulfilment } from "./public-config.server.ts";

/**
 * A page that is the same bytes for every visitor (prerendered at build, or a shop page rendered once and
 * kept for a while), ready to send: compressed once, with an ETag and the hashes of its inline scripts.
 */
export type SharedPage = {
  html: Buffer;
  gzip: Buffer;
  /** Filled in the background (addBrotliInBackground); gzip until then. */
  brotli: Buffer | null;
  etag: string;
  /** SHA-256 (base64) of each inline script, for the page's Content-Security-Policy. */
  scriptHashes: string[];
};

/** Hashes of the inline scripts in a page, in order of appearance and without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) continue;
    hashes.add(createHash("sha256").update(body!, "utf8").digest("base64"));
  }
  return [...hashes];
}

/**
 * A shared page as served. It was rendered with a nonce placeholder on its inline scripts; a nonce that is
 * the same for everyone would be no nonce at all, so it is removed and the page's scripts are allowed by
 * their hashes instead. That makes the page constant: it is compressed once here instead of per request,
 * and a CDN may cache it as it is.
 */
export function preparePage(built: string, nonceToken: string): SharedPage {
  const text = built.replaceAll(` nonce="${nonceToken}"`, "");
  const html = Buffer.from(text);
  return {
    html,
    gzip: gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }),
    brotli: null,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(text),
  };
}

/** The shop wording a page was rendered with (root.tsx marks `<html data-fulfilment>`), or null for an unmarked page. */
export function renderedFulfilment(html: string): string | null {
  return /<html\b[^>]*\sdata-fulfilment="([a-z]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Every `index.html` under the client build, by its canonical path ("/", "/services", ...). A page prerendered
 * for the other fulfilment (built without the Shopify settings and served with them, or the reverse) would say
 * what this server does not do: it is left out, so React Router renders that page per request instead.
 */
export function loadPrerenderedPages(clientDir: string, nonceToken: string, current: string = fulfilment()): Map<string, SharedPage> {
  const pages = new Map<string, SharedPage>();
  let skipped = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const route = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        const html = readFileSync(full, "utf8");
        const builtFor = renderedFulfilment(html);
        if (builtFor && builtFor !== current) skipped++;
        else pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), preparePage(html, nonceToken));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  if (skipped) log("prerender.other_fulfilment", { skipped, fulfilment: current, fix: "build with the same Shopify settings as the server" }, "warn");
  for (const page of pages.values()) addBrotliInBackground(page);
  return pages;
}

/** The best Brotli takes ~0.2 s for a large page: done in zlib's thread pool, so serving starts at once (gzip until then). */
export function addBrotliInBackground(page: SharedPage) {
  brotliCompress(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length } }, (error, result) => {
    if (!error) page.brotli = result;
  });
}

/** The encoding to send, by the client's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0+)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}
