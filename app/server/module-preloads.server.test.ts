import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.server";

const page =
  '<!DOCTYPE html><html><head><title>Café · Bangor</title><link rel="modulepreload" href="/assets/a.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>Written about: &lt;link rel="modulepreload"&gt;</p><script type="module">import "/assets/a.js"</script></body></html>';
const expected = page.replace('<link rel="modulepreload" href="/assets/a.js" nonce="n1"/>', "").replace('<link rel="modulepreload" href="/assets/b.js"/>', "");

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("drops the head's module preloads and leaves everything else alone", async () => {
    expect(await run([Buffer.from(page)])).toBe(expected);
  });

  it("finds tags cut by any chunk boundary, and keeps multi-byte characters whole", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("copes with one byte at a time", async () => {
    const bytes = Buffer.from(page);
    expect(await run([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("passes a document without a head through whole", async () => {
    expect(await run([Buffer.from("<p>fragment"), Buffer.from(" ends here</p>")])).toBe("<p>fragment ends here</p>");
  });
});
