import { expect, hydrated, test } from "./support/fixtures";

test.describe("third parties", () => {
  test("with nothing configured, no page asks any other site for anything, even after interaction", async ({ page, baseURL, request }) => {
    expect(await (await request.get("/api/public-config")).json()).toEqual({ ga4Id: null, metaPixelId: null, reviewWidgetSrc: null, chatWidgetSrc: null, mapEmbedUrl: null });
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on("request", (sent) => {
      const url = sent.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
    });
    for (const path of ["/", "/contact", "/reviews", "/reviews/google", "/collections"]) {
      await page.goto(path);
      await hydrated(page);
      await page.mouse.move(200, 200);
      await page.mouse.wheel(0, 400);
      // Third parties start on the first interaction, from the settings the page reads then: once it has read
      // them, whatever they start has started.
      await page.waitForFunction(() => document.documentElement.dataset.thirdParties === "read");
      expect(elsewhere, path).toEqual([]);
    }
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined");
  });

  test("the CSP allows no third-party script, frame or connection when nothing is configured", async ({ request }) => {
    const csp = (await request.get("/contact")).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( '(nonce|sha256)-[^']+')+(;|$)/);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("connect-src 'self';");
  });
});
