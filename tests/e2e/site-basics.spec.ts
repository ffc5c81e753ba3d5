import { createHash } from "node:crypto";
import { expect, hydrated, test } from "./support/fixtures";

test.describe("site basics", () => {
  test("unknown URLs and /404 answer 404 with the not-found page, noindex", async ({ page, visit }) => {
    for (const path of ["/no-such-page", "/404"]) {
      await visit(path, { status: 404 });
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });

  test("a kept page answers 200 at its canonical URL with no redirect, and the other spelling redirects once", async ({ request }) => {
    const home = await request.get("/", { maxRedirects: 0 });
    expect(home.status()).toBe(200);
    const slash = await request.get("/no-such-page/", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()["location"]).toBe("/no-such-page");
  });

  test("robots.txt and sitemap.xml describe the indexable site", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml|Sitemap: .+\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/<loc>[^<]+\/<\/loc>/);
  });

  test("security headers are present; inline scripts run by this response's nonce, or by their hashes on a kept page", async ({ request }) => {
    for (const [path, kept] of [["/", true], ["/no-such-page", false]] as const) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      if (kept) {
        // The same bytes for everyone (a CDN may cache them), so no nonce: each script is allowed by its hash.
        expect(nonce, path).toBeUndefined();
        expect(html).not.toMatch(/\snonce="/);
        for (const [, , body] of scripts) expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
      } else {
        expect(nonce, path).toBeTruthy();
        for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test("two rendered responses get different nonces", async ({ request }) => {
    const a = (await request.get("/no-such-page")).headers()["content-security-policy"];
    const b = (await request.get("/no-such-page")).headers()["content-security-policy"];
    expect(a).toMatch(/'nonce-/);
    expect(a).not.toBe(b);
  });

  test("a kept page is sent compressed once, with an ETag that revalidates", async ({ request }) => {
    const first = await request.get("/services", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers()["content-encoding"]).toBe("gzip");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/services", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("a product page is rendered once for everyone: no nonce, scripts allowed by hash, one ETag whatever the cookies", async ({ request }) => {
    const first = await request.get("/products/heat-defense-spray");
    expect(first.status()).toBe(200);
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toContain("'nonce-");
    expect(await first.text()).not.toMatch(/\snonce="/);
    const withCookie = await request.get("/products/heat-defense-spray", { headers: { Cookie: "cart=someone-elses-cart" } });
    expect(withCookie.headers()["etag"]).toBe(first.headers()["etag"]);
    // What the visitor asked for still decides the page: a filter is its own page, an unknown product a 404.
    const sorted = await request.get("/collections/hair-care?sort=price-asc");
    const unsorted = await request.get("/collections/hair-care");
    expect(sorted.headers()["etag"]).not.toBe(unsorted.headers()["etag"]);
    expect((await request.get("/products/no-such-product")).status()).toBe(404);
  });

  test("the page's scripts start after its first paint, also in a browser without paint timing", async ({ page }) => {
    const start = async () => {
      await page.goto("/contact");
      await hydrated(page);
      // The held copy is gone and the module script React Router wrote ran in its place, allowed by the page's CSP.
      await expect(page.locator("script[data-starts-after-paint]")).toHaveCount(0);
      return page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
        return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
      });
    };
    const { paint, firstScript } = await start();
    expect(firstScript).toBeGreaterThanOrEqual(paint);
    // Without paint timing it waits for the next frame instead, and still starts.
    await page.addInitScript(() => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] }));
    await start();
  });

  test("the events endpoint stores valid events and refuses bad ones with a clear 4xx", async ({ request }) => {
    const ok = await request.post("/api/events", { data: { name: "page_view", clientId: "e2e-client-1", path: "/", props: { path: "/" } } });
    expect(ok.status()).toBe(204);
    const bad = await request.post("/api/events", { data: { name: "nope" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toContain("name");
    const notJson = await request.post("/api/events", { data: "{oops", headers: { "content-type": "application/json" } });
    expect(notJson.status()).toBe(400);
    const huge = await request.post("/api/events", { data: { name: "page_view", clientId: "e2e-client-1", path: "/", props: { x: "a".repeat(20_000) } } });
    expect(huge.status()).toBe(413);
  });

  test("healthz answers", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(await health.json()).toEqual({ status: "ok" });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page reads fine as plain HTML", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Questions About Your Hair?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we do best" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Opening hours");
    await expect(page.locator("img").first()).toHaveAttribute("width", /\d+/);
  });

  test("the mobile menu opens without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test.describe("with storage blocked", () => {
  test("the site still works when the browser refuses localStorage and sessionStorage", async ({ page, visit }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${error.message} ${error.stack ?? ""}`));
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        // As in a real browser, the blocked accessor is configurable (it lives on Window.prototype).
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
    await visit("/");
    await page.getByRole("link", { name: "Chat with us" }).first().click();
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeVisible();
    await page.getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    expect(errors).toEqual([]);
  });
});
