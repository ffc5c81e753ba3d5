import { createHash } from "node:crypto";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";

/**
 * A page that is the same bytes for every visitor (rendered once and kept, kept-pages.server.ts), ready to
 * send: compressed once, with an ETag and the hashes of its inline scripts.
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
