import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pickEncoding, preparePage } from "./shared-pages.server";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const built =
  '<html><head><script nonce="TOKEN">window.a=1</script><link nonce="TOKEN" rel="stylesheet" href="/s.css"/></head>' +
  '<body><script type="application/ld+json">{"@type":"HairSalon"}</script><script src="/assets/x.js" nonce="TOKEN"></script>' +
  '<script nonce="TOKEN" type="module" async="">import "/assets/entry.js";</script><script nonce="TOKEN">window.a=1</script></body></html>';

describe("pages kept for everyone", () => {
  it("hashes each distinct inline script once, and no script with a src", () => {
    expect(inlineScriptHashes(built)).toEqual([sha256("window.a=1"), sha256('{"@type":"HairSalon"}'), sha256('import "/assets/entry.js";')]);
  });

  it("removes the nonce placeholder, so the page is the same for everyone, and compresses it once", () => {
    const page = preparePage(built, "TOKEN");
    const html = page.html.toString();
    expect(html).not.toContain("TOKEN");
    expect(html).not.toContain("nonce=");
    expect(gunzipSync(page.gzip).equals(page.html)).toBe(true);
    expect(page.scriptHashes).toContain(sha256('import "/assets/entry.js";'));
    expect(preparePage(built, "TOKEN").etag).toBe(page.etag);
    expect(preparePage(built.replace("a=1", "a=2"), "TOKEN").etag).not.toBe(page.etag);
  });

  it("picks Brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("gzip;q=0")).toBeNull();
  });
});
