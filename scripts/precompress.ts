/**
 * The build's scripts and styles, compressed once at build time with Brotli's best (quality 11) beside each file
 * (`name.js.br`): far smaller than the fast compression a request can afford (about 15 % on the framework chunk),
 * and no compression work per request. The server sends them to browsers that accept Brotli
 * (app/server/precompressed-assets.server.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { precompressedTypes } from "../app/server/precompressed-assets.server.ts";

export function precompressAssets(assetsDir: string): number {
  let written = 0;
  for (const name of readdirSync(assetsDir)) {
    if (!precompressedTypes.has(path.extname(name))) continue;
    const file = path.join(assetsDir, name);
    const source = readFileSync(file);
    const compressed = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    if (compressed.length >= source.length) continue;
    writeFileSync(`${file}.br`, compressed);
    written++;
  }
  return written;
}
