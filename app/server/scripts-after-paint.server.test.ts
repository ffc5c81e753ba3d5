import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const moduleScript = 'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html><head><title>Café · Bangor</title><link rel="modulepreload" href="/assets/a.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>Written about: &lt;link rel="modulepreload"&gt;</p><script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${moduleScript}</script><p>after</p></body></html>`;

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("scriptsAfterFirstPaint", () => {
  it("drops the head's module preloads and holds the module script until after the first paint", async () => {
    const html = await run([Buffer.from(page)]);
    expect(html).not.toContain('rel="modulepreload" href');
    expect(html).toContain('<link rel="stylesheet" href="/assets/s.css"/></head>');
    expect(html).toContain("&lt;link rel=\"modulepreload\"&gt;");
    expect(html).not.toContain('type="module" async');
    // The held script keeps its text (so its nonce or hash still allows it) and its nonce.
    expect(html).toContain(`<script nonce="n1" type="text/plain" data-starts-after-paint="">${moduleScript}</script><script nonce="n1">(function(){`);
    expect(html).toContain("first-contentful-paint");
    expect(html.endsWith("<p>after</p></body></html>")).toBe(true);
  });

  it("gives the same result whichever chunk boundary cuts the page, and keeps multi-byte characters whole", async () => {
    const whole = await run([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    expect(await run([...bytes].map((byte) => Buffer.from([byte])))).toBe(whole);
  });

  it("leaves a page without a module script, or a fragment without a head, as it was", async () => {
    const plain = "<html><head><title>x</title></head><body><script>var a = 1;</script></body></html>";
    expect(await run([Buffer.from(plain)])).toBe(plain);
    expect(await run([Buffer.from("<p>fragment"), Buffer.from(" ends here</p>")])).toBe("<p>fragment ends here</p>");
  });
});

describe("scriptsAfterFirstPaint reads the page as HTML", () => {
  it("finds the module script and the preloads whatever the attributes' order, quoting or case", async () => {
    const html = await run([
      Buffer.from(
        "<!doctype html><HTML><HEAD><LINK HREF='/assets/a.js' REL='modulepreload' crossorigin><link href=/assets/b.js rel=\"stylesheet modulepreload\">" +
          '<link rel="preload" as="font" href="/f.woff2"></HEAD><BODY><p>text</p>' +
          `<SCRIPT async type='module' nonce="n2">${moduleScript}</SCRIPT ><p>after</p></BODY></HTML>`,
      ),
    ]);
    expect(html).not.toContain("/assets/a.js");
    expect(html).not.toContain("/assets/b.js");
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2">');
    expect(html).toContain(`<script nonce="n2" type="text/plain" data-starts-after-paint="">${moduleScript}</script><script nonce="n2">(function(){`);
    expect(html.endsWith("<p>after</p></BODY></HTML>")).toBe(true);
  });

  it("is not fooled by tags inside comments, attribute values, titles or other scripts' text", async () => {
    const decoys =
      '<!-- <link rel="modulepreload" href="/assets/c.js"> --><title>&lt;script type="module"&gt; <link rel="modulepreload" href="/x"></title>' +
      '<script type="application/ld+json">{"a":"<link rel=\\"modulepreload\\" href=\\"/y\\">"}</script>';
    const body =
      '<div title="a > b <script type=module>x</script>"></div><!-- <script type="module">fake</script> -->' +
      '<script>var s = "<script type=\\"module\\">no</" + "script>";</script>' +
      `<script type="module" async="">${moduleScript}</script>`;
    const html = await run([Buffer.from(`<html><head>${decoys}</head><body>${body}</body></html>`)]);
    expect(html).toContain(decoys);
    expect(html).toContain('<div title="a > b <script type=module>x</script>"></div><!-- <script type="module">fake</script> -->');
    expect(html).toContain(`data-starts-after-paint="">${moduleScript}</script>`);
    expect(html.match(/data-starts-after-paint/g)).toHaveLength(1);
  });

  it("leaves a module script with its own src, and any script in the head, as they are", async () => {
    const page = '<html><head><script type="module" src="/@vite/client"></script></head><body><script type="module" src="/a.js"></script></body></html>';
    expect(await run([Buffer.from(page)])).toBe(page);
  });
});
