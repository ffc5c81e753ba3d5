/**
 * What the server does with the parts of a request a visitor controls before any
 * page sees it: the body's size however it is sent, the Host header, the Origin of
 * a write, and the headers each kind of route sets on its answer. A second server
 * stands behind a pretend TLS proxy (SITE_URL https, TRUST_PROXY=1).
 */
import { bodyLimits } from "../../app/server/body-limit.server.ts";
import { formProblems, maxFormBytes } from "../../app/server/request.server.ts";
import { expect, test } from "./support/fixtures";
import { ownerPassword } from "./support/owner";
import { chunksOf, rawRequest } from "./support/raw-http";
import { loggedEvents, logMark } from "./support/server-log";
import { e2ePort, startShopServer } from "./support/shop";

const MiB = 1024 * 1024;
const form = "Content-Type: application/x-www-form-urlencoded";
/**
 * The most body one read from a socket hands the server (Node reads 64 KiB at a time). A server that stops at the
 * piece that passes the limit has read at most the limit plus this, however much the client sent or the system
 * buffered on its behalf.
 */
const onePiece = 64 * 1024;

/**
 * What the server itself says it read of the bodies it refused since `mark`: every refusal stopped within one
 * piece of its limit (a body declared too large was not read at all), and one of them is `path`'s.
 */
function expectReadWithinLimit(mark: number, path: string, limit: number, { declared = false } = {}) {
  const refused = loggedEvents<{ path: string; limit: number; read: number }>("request.body_too_large", { mark });
  for (const line of refused) expect(line.read, `bytes read of a body to ${line.path}`).toBeLessThanOrEqual(line.limit + onePiece);
  const ours = refused.filter((line) => line.path === path && line.limit === limit && (declared ? line.read === 0 : line.read > limit));
  expect(ours, `the server's refusals since the request: ${JSON.stringify(refused)}`).not.toEqual([]);
}

test.describe("request bodies are cut at their limit, however they are sent", () => {
  for (const [path, bytes] of [
    ["/contact", 60 * MiB],
    ["/admin/login", 30 * MiB],
  ] as const) {
    test(`a ${bytes / MiB} MiB chunked body to ${path} is answered 413 after the server read no more than the limit`, async () => {
      const mark = logMark();
      const answer = await rawRequest({
        port: e2ePort,
        head: [`POST ${path} HTTP/1.1`, `Host: localhost:${e2ePort}`, form],
        body: { chunks: chunksOf(bytes) },
      });
      expect(answer.status, answer.body.slice(0, 200)).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: formProblems.tooLarge });
      // How much the client got into the socket before the answer depends on the system's buffers, so what is
      // asserted is the server's own count: it answered once the body passed the limit, not after all of it.
      expectReadWithinLimit(mark, path, bodyLimits.form.bytes);
    });
  }

  test("a chunked JSON body within the limit is read; past 16 KB it is a 413", async () => {
    const head = ["POST /api/leads HTTP/1.1", `Host: localhost:${e2ePort}`, "Content-Type: application/json"];
    const small = await rawRequest({ port: e2ePort, head, body: { chunks: [] } });
    expect(small.status, small.body).toBe(400);
    expect(JSON.parse(small.body)).toEqual({ error: "Request body is empty" });
    const mark = logMark();
    const large = await rawRequest({ port: e2ePort, head, body: { chunks: chunksOf(4 * MiB) } });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toEqual({ error: "Request body is larger than 16 KB." });
    expectReadWithinLimit(mark, "/api/leads", bodyLimits.api.bytes);
  });

  test("a body declared larger than the limit is refused before it is sent", async () => {
    const mark = logMark();
    const answer = await rawRequest({
      port: e2ePort,
      head: ["POST /newsletter HTTP/1.1", `Host: localhost:${e2ePort}`, form, `Content-Length: ${maxFormBytes + 1}`],
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: formProblems.tooLarge });
    expectReadWithinLimit(mark, "/newsletter", maxFormBytes, { declared: true });
  });
});

test.describe("the Host header", () => {
  const paths = ["/bag", "/api/public-config", "/checkout/x", "/products/heat-defense-spray", "/collections/hair-care"];

  for (const host of ["[", "a b", "x:99999", "%", "a/b", "user@x"]) {
    test(`Host: ${host} is a 400 with a reason`, async () => {
      for (const path of paths) {
        const answer = await rawRequest({ port: e2ePort, head: [`GET ${path} HTTP/1.1`, `Host: ${host}`] });
        expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(400);
        expect(JSON.parse(answer.body).error, path).toMatch(/Host/);
      }
    });
  }

  test("an HTTP/1.0 request without Host is served", async () => {
    for (const path of paths) {
      const answer = await rawRequest({ port: e2ePort, head: [`GET ${path} HTTP/1.0`] });
      expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

test.describe("headers a route sets reach the answer", () => {
  test("document GET: /admin, /bag and /checkout are never stored or indexed", async ({ request }) => {
    const login = await request.post("/admin/login", { form: { password: ownerPassword, next: "/admin" }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const admin = await request.get("/admin");
    expect(admin.status()).toBe(200);
    expect(admin.headers()["cache-control"]).toBe("no-store");
    expect(admin.headers()["x-robots-tag"]).toBe("noindex");
    for (const path of ["/bag", "/checkout/no-such-token"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("action POST: the owner login's 429 says when to try again", async () => {
    // From an address of its own, so the lockout touches no other test.
    const attempt = () =>
      rawRequest({
        port: e2ePort,
        localAddress: "127.0.0.3",
        head: ["POST /admin/login HTTP/1.1", `Host: localhost:${e2ePort}`, form, "Content-Length: 14"],
        body: Buffer.from("password=wrong"),
      });
    let answer = await attempt();
    for (let i = 0; i < 20 && answer.status !== 429; i++) answer = await attempt();
    expect(answer.status).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  });

  test("thrown response: a form refused for its type says which types it takes", async ({ request }) => {
    const refused = await request.post("/contact", { data: Buffer.from("{}"), headers: { "content-type": "application/json" } });
    expect(refused.status()).toBe(415);
    expect(refused.headers()["accept-post"]).toBe("application/x-www-form-urlencoded, multipart/form-data");
  });

  test("resource route: a write to a read-only address names the methods it takes", async ({ request }) => {
    const refused = await request.post("/api/bag", { data: "{}", headers: { "content-type": "application/json" } });
    expect(refused.status()).toBe(405);
    expect(refused.headers()["allow"]).toBe("GET, HEAD");
  });
});

test.describe("behind a TLS proxy", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });
  const site = "https://salon.example";
  let proxied: Awaited<ReturnType<typeof startShopServer>>;
  let port: number;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    proxied = await startShopServer({ SITE_URL: site, TRUST_PROXY: "1" });
    port = Number(new URL(proxied.url).port);
  });
  test.afterAll(async () => proxied?.stop());

  const post = (path: string, origin: string, body: string, extra: string[] = []) =>
    rawRequest({
      port,
      head: [`POST ${path} HTTP/1.1`, "Host: salon.example", `Origin: ${origin}`, form, `Content-Length: ${Buffer.byteLength(body)}`, ...extra],
      body: Buffer.from(body),
    });

  test("a browser's form post is accepted without X-Forwarded-Proto", async () => {
    const answer = await post("/newsletter", site, "company=&email=robin.proxy%40example.com");
    expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(400);
  });

  test("a post from another origin is refused with a reason, and the log says why", async () => {
    const answer = await post("/newsletter", "https://evil.example", "email=eve%40example.com");
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/another site/);
    const logged = loggedEvents("request.origin_refused", { file: proxied.log });
    expect(logged.at(-1)).toMatchObject({ origin: "https://evil.example", expected: site, path: "/newsletter" });
  });

  test("X-Forwarded-Host never reaches an absolute URL", async () => {
    const forged = (path: string) => rawRequest({ port, head: [`GET ${path} HTTP/1.1`, "Host: salon.example", "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: http"] });
    // The storefront's own pictures are named by path, so they show under whatever name the site is reached by.
    const spotlight = await forged("/api/spotlight");
    expect(spotlight.status).toBe(200);
    expect(spotlight.body).not.toContain("evil.example");
    const images = (JSON.parse(spotlight.body) as { items: { image: { url: string } }[] }).items.map((item) => item.image.url);
    expect(images.filter((url) => !url.startsWith("/"))).toEqual([]);
    const sitemap = await forged("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain("evil.example");
    expect(sitemap.body).toContain(`<loc>${site}/</loc>`);
  });
});
