import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const TAG_START = Buffer.from("<");
const TAG_END = Buffer.from(">");
const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
/** How React Router's module script (the route modules, then the client entry) opens. */
const MODULE_SCRIPT_MARK = Buffer.from(' type="module" async="">');

/**
 * Starts the page's module script once the page has painted: it becomes an inert `text/plain` script, and
 * the small script after it puts it back as a module when the browser reports the first contentful paint
 * (after the next frame where paint timing is missing, and after 1.5 s at the latest: a tab in the
 * background paints nothing). The same text runs, so the same nonce or hash allows it.
 */
const startAfterPaint =
  "(function(){var me=document.currentScript,held=me.previousElementSibling,go=function(){if(!held)return;" +
  'var s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=held.textContent;held.replaceWith(s);held=null};' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1500)})()";

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

/** The module script element held until after the first paint, followed by the script that releases it. */
function heldModuleScript(element: Buffer): Buffer {
  const mark = element.indexOf(MODULE_SCRIPT_MARK);
  const openTag = element.subarray(0, mark).toString("latin1");
  const nonce = / nonce="[^"]*"/.exec(openTag)?.[0] ?? "";
  return Buffer.concat([
    element.subarray(0, mark),
    Buffer.from(' type="text/plain" data-starts-after-paint="">'),
    element.subarray(mark + MODULE_SCRIPT_MARK.length),
    Buffer.from(`<script${nonce}>${startAfterPaint}</script>`),
  ]);
}

/** Where to cut so that an unfinished tag at the end (one whose `>` has not arrived) waits for the next chunk. */
function safeEnd(html: Buffer): number {
  const lastOpen = html.lastIndexOf(TAG_START);
  return lastOpen !== -1 && html.indexOf(TAG_END, lastOpen) === -1 ? lastOpen : html.length;
}

/**
 * Lets a server-rendered page paint before its scripts load. React Router preloads every module of the
 * first page from the head and starts them from a module script at the end of the body; on a slow phone
 * those ~130 KB then share the line with the document, stylesheet and display font, and the first paint
 * waits (Lighthouse mobile, /services: LCP 2.6 s with the preloads, 1.4 s without). Every page reads, and
 * its forms work, before hydration, so the scripts can wait one frame: this drops the head's module
 * preloads and holds the module script until the page has painted. Client-side navigations are not
 * affected. Works on bytes (the tokens are ASCII); a tag cut by a chunk boundary waits for the next chunk,
 * and once the module script has passed everything streams through untouched.
 */
export function scriptsAfterFirstPaint(): Transform {
  let pending: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  let phase: "head" | "body" | "done" = "head";

  function body(html: Buffer): Buffer[] {
    const mark = html.indexOf(MODULE_SCRIPT_MARK);
    if (mark === -1) {
      const cut = safeEnd(html);
      pending = html.subarray(cut);
      return [html.subarray(0, cut)];
    }
    const start = html.lastIndexOf(SCRIPT_START, mark);
    const end = html.indexOf(SCRIPT_END, mark);
    if (start === -1) {
      phase = "done";
      return [html];
    }
    if (end === -1) {
      pending = html.subarray(start);
      return [html.subarray(0, start)];
    }
    phase = "done";
    const after = end + SCRIPT_END.length;
    return [html.subarray(0, start), heldModuleScript(html.subarray(start, after)), html.subarray(after)];
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === "done") return callback(null, chunk);
      let html: Buffer<ArrayBufferLike> = Buffer.concat([pending, chunk]);
      pending = Buffer.alloc(0);
      const out: Buffer[] = [];
      if (phase === "head") {
        const headEnd = html.indexOf(HEAD_END);
        if (headEnd === -1) {
          const cut = safeEnd(html);
          pending = html.subarray(cut);
          return callback(null, withoutPreloadTags(html.subarray(0, cut)));
        }
        const bodyStart = headEnd + HEAD_END.length;
        out.push(withoutPreloadTags(html.subarray(0, bodyStart)));
        html = html.subarray(bodyStart);
        phase = "body";
      }
      out.push(...body(html));
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      callback(null, pending.length ? pending : undefined);
    },
  });
}
