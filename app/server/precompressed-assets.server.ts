import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** The kinds of build asset compressed at build time (scripts/precompress.ts), with the type each is sent as. */
export const precompressedTypes = new Map([
  [".js", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
]);

/** Whether an Accept-Encoding header takes Brotli: named without `q=0`. */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding?.trim() !== "br") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends a hashed script or stylesheet as its Brotli file from the build when the browser takes Brotli; any other
 * request goes on to the plain file (compressed per request by the compression middleware, which leaves a body
 * that already has an encoding alone).
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = precompressedTypes.get(path.extname(req.path));
    res.vary("Accept-Encoding");
    if (!type || !acceptsBrotli(req.headers["accept-encoding"])) return next();
    const file = path.join(assetsDir, path.normalize(req.path).replace(/^([/\\])+/, ""));
    if (!file.startsWith(assetsDir + path.sep) || !existsSync(`${file}.br`)) return next();
    res.set({ "Content-Type": type, "Content-Encoding": "br" });
    res.sendFile(`${file}.br`, { immutable: true, maxAge: "1y", lastModified: false }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}
