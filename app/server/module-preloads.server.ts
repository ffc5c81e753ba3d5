import { Transform } from "node:stream";

const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const TAG_END = Buffer.from(">");
const HEAD_END = Buffer.from("</head>");
/** A token cut in two by a chunk boundary is at most this long. */
const LONGEST_PARTIAL = Math.max(PRELOAD_START.length, HEAD_END.length) - 1;

function withoutPreloadTags(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD_START); at !== -1; at = html.indexOf(PRELOAD_START, from)) {
    const end = html.indexOf(TAG_END, at);
    if (end === -1) break;
    parts.push(html.subarray(from, at));
    from = end + TAG_END.length;
  }
  if (!parts.length) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * React Router preloads every module of the first page from the head. On a slow phone connection those
 * ~130 KB of scripts then share the line with the document, stylesheet and fonts, and the first paint
 * waits for them (Lighthouse mobile: LCP 2.6 s with the preloads, 1.4 s without on /services). Every page
 * reads and its forms work before hydration, so the scripts can wait their turn: this drops the head's
 * module preloads, and the browser finds the same modules in the module script at the end of the body.
 * Client-side navigations are not affected. Works on bytes, because the tokens are ASCII; a tag cut by a
 * chunk boundary is held back until the next chunk completes it, and after the head everything streams
 * through untouched.
 */
export function withoutModulePreloads(): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        const head = pending;
        pending = Buffer.alloc(0);
        return callback(null, withoutPreloadTags(head));
      }
      // Hold back an unfinished tag at the end until the next chunk completes it.
      const lastOpen = pending.lastIndexOf("<");
      const unfinished = lastOpen !== -1 && (pending.indexOf(TAG_END, lastOpen) === -1 || lastOpen >= pending.length - LONGEST_PARTIAL);
      const cut = unfinished ? lastOpen : pending.length;
      const ready = pending.subarray(0, cut);
      pending = pending.subarray(cut);
      callback(null, ready.length ? withoutPreloadTags(ready) : undefined);
    },
    flush(callback) {
      callback(null, pending.length ? withoutPreloadTags(pending) : undefined);
    },
  });
}
