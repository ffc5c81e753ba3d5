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
