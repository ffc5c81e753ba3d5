import { Transform } from "node:stream";

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

/** An attribute as written in the page: its value raw (entities left as they are) and the quote around it. */
type Attribute = { name: string; value: string; quote: string };

/** A start tag read from the page: where it ends, or `undefined` when its `>` has not arrived yet. */
type StartTag = { name: string; attributes: Attribute[]; end: number };

/** Elements whose text is not markup: a `<` inside them opens no tag. */
const rawText = new Set(["script", "style", "textarea", "title"]);

/** The tags whose attributes matter here; any other is only skipped over. */
const readInFull = new Set([...rawText, "link"]);

/** A tag's name, from the letter after its `<`. */
const tagNamePattern = /[a-z][^\s/>]*/iy;

/** The rest of a start tag up to its `>`: quoted values may hold a `>`. */
const tagRestPattern = /[^"'>]*(?:(?:"[^"]*"|'[^']*')[^"'>]*)*>/y;

const isSpace = (char: string | undefined) => char === " " || char === "\n" || char === "\t" || char === "\r" || char === "\f";
const endsName = (char: string | undefined) => char === undefined || isSpace(char) || char === "/" || char === ">";

/** Reads the start tag at `at` (`<` then a letter), as the HTML tokenizer does: names lowercased, values quoted or bare. */
function readStartTag(html: string, at: number): StartTag | undefined {
  let i = at + 1;
  while (!endsName(html[i])) i++;
  const name = html.slice(at + 1, i).toLowerCase();
  const attributes: Attribute[] = [];
  for (;;) {
    while (isSpace(html[i]) || html[i] === "/") i++;
    if (i >= html.length) return undefined;
    if (html[i] === ">") return { name, attributes, end: i + 1 };
    const nameStart = i;
    while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">" && !(html[i] === "=" && i > nameStart)) i++;
    const attribute: Attribute = { name: html.slice(nameStart, i).toLowerCase(), value: "", quote: '"' };
    while (isSpace(html[i])) i++;
    if (html[i] === "=") {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return undefined;
        Object.assign(attribute, { value: html.slice(i + 1, close), quote });
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        attribute.value = html.slice(valueStart, i);
      }
    }
    if (i >= html.length) return undefined;
    attributes.push(attribute);
  }
}

/** Where the end tag `</name>` that closes a raw-text element starts and ends, from `from` on. */
function findEndTag(html: string, name: string, from: number): { start: number; end: number } | undefined {
  for (let at = html.indexOf("</", from); at !== -1; at = html.indexOf("</", at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() !== name || !endsName(html[at + 2 + name.length])) continue;
    const close = html.indexOf(">", at);
    return close === -1 ? undefined : { start: at, end: close + 1 };
  }
  return undefined;
}

const attribute = (tag: StartTag, name: string) => tag.attributes.find((a) => a.name === name)?.value;
const written = (attributes: Attribute[]) => attributes.map((a) => ` ${a.name}=${a.quote}${a.value}${a.quote}`).join("");

/** A `<link>` that preloads a module: React Router's preloads of the first page's modules. */
const isModulePreload = (tag: StartTag) => tag.name === "link" && (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload");

/** A `<script type="module">` with its code inline: React Router's script that imports the route modules and the client entry. */
const isInlineModule = (tag: StartTag) => tag.name === "script" && (attribute(tag, "type") ?? "").trim().toLowerCase() === "module" && attribute(tag, "src") === undefined;

/** The module script held until after the first paint, followed by the script that releases it. */
function heldModuleScript(tag: StartTag, code: string): string {
  const kept = tag.attributes.filter((a) => a.name !== "type" && a.name !== "async");
  const nonce = tag.attributes.find((a) => a.name === "nonce");
  return (
    `<script${written(kept)} type="text/plain" data-starts-after-paint="">${code}</script>` +
    `<script${nonce ? written([nonce]) : ""}>${startAfterPaint}</script>`
  );
}

/**
 * Lets a server-rendered page paint before its scripts load. React Router preloads every module of the
 * first page from the head and starts them from a module script at the end of the body; on a slow phone
 * those ~130 KB then share the line with the document, stylesheet and display font, and the first paint
 * waits (Lighthouse mobile, /services: LCP 2.6 s with the preloads, 1.4 s without). Every page reads, and
 * its forms work, before hydration, so the scripts can wait one frame: this drops the head's module
 * preloads and holds the body's inline module script until the page has painted. Client-side navigations
 * are not affected.
 *
 * The stream is read as HTML, tag by tag, not matched byte for byte: attributes in any order or quoting,
 * comments and the text of scripts, styles and titles (where a `<` opens no tag) are told apart as a browser
 * would. A tag or raw-text element cut by a chunk boundary waits for the next chunk; once the module script
 * has passed, everything streams through untouched. Bytes are read as latin1, one character each, so
 * multi-byte characters pass through whole (every token looked for is ASCII).
 * scripts-after-paint.server.test.ts renders a page through the installed React Router and fails if its
 * output no longer has this shape.
 */
export function scriptsAfterFirstPaint(): Transform {
  let pending = "";
  let phase: "head" | "body" | "done" = "head";

  /** The part of `html` that can go out now, and the start of what must wait for more. */
  function rewrite(html: string): { out: string; rest: string } {
    let out = "";
    let from = 0;
    let i = 0;
    const wait = (at: number) => ({ out: out + html.slice(from, at), rest: html.slice(at) });
    for (;;) {
      const at = html.indexOf("<", i);
      if (at === -1) return { out: out + html.slice(from), rest: "" };
      const next = html[at + 1];
      if (next === undefined) return wait(at);
      if (html.startsWith("<!--", at)) {
        const close = html.indexOf("-->", at + 4);
        if (close === -1) return wait(at);
        i = close + 3;
      } else if (next === "!" || next === "?" || next === "/") {
        const close = html.indexOf(">", at);
        if (close === -1) return wait(at);
        if (phase === "head" && /^<\/head[\s/>]/i.test(html.slice(at, close + 1))) phase = "body";
        i = close + 1;
      } else if (/[a-z]/i.test(next)) {
        tagNamePattern.lastIndex = at + 1;
        const name = tagNamePattern.exec(html)![0].toLowerCase();
        if (!readInFull.has(name)) {
          tagRestPattern.lastIndex = at + 1 + name.length;
          if (!tagRestPattern.test(html)) return wait(at);
          i = tagRestPattern.lastIndex;
          continue;
        }
        const tag = readStartTag(html, at);
        if (!tag) return wait(at);
        i = tag.end;
        if (phase === "head" && isModulePreload(tag)) {
          out += html.slice(from, at);
          from = tag.end;
        } else if (rawText.has(tag.name)) {
          const close = findEndTag(html, tag.name, tag.end);
          if (!close) return wait(at);
          i = close.end;
          if (phase === "body" && isInlineModule(tag)) {
            out += html.slice(from, at) + heldModuleScript(tag, html.slice(tag.end, close.start));
            phase = "done";
            return { out: out + html.slice(close.end), rest: "" };
          }
        }
      } else {
        i = at + 1;
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === "done") return callback(null, chunk);
      const { out, rest } = rewrite(pending + chunk.toString("latin1"));
      pending = rest;
      callback(null, Buffer.from(out, "latin1"));
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(pending, "latin1") : undefined);
    },
  });
}
