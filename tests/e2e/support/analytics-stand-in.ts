/**
 * Stand-ins for the GA4 and Meta Pixel scripts, served by a local server. The browser's requests for the real
 * addresses are answered from it (the network edge), so our page code runs unchanged under its real CSP. Like
 * the real scripts, each takes over the queue our page filled before it arrived and everything sent after, and
 * notes every event on the page (window.__ga4Hits, window.__pixelHits) for the test to read.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";

const gtag = `(function () {
  var hits = (window.__ga4Hits = window.__ga4Hits || []);
  function take(entry) {
    var args = Array.prototype.slice.call(entry);
    if (args[0] === "event") hits.push({ name: args[1], params: args[2] || {} });
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < layer.length; i++) take(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) take(arguments[j]);
    return push.apply(layer, arguments);
  };
})();`;

const fbevents = `(function () {
  var hits = (window.__pixelHits = window.__pixelHits || []);
  function take(args) {
    if (args[0] === "track") hits.push({ name: args[1], params: args[2] || {} });
  }
  var fbq = window.fbq;
  (fbq.queue || []).forEach(take);
  fbq.queue = [];
  fbq.callMethod = function () { take(Array.prototype.slice.call(arguments)); };
})();`;

export type Hit = { name: string; params: Record<string, unknown> };

export async function startAnalyticsStandIn() {
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    served.push(req.url ?? "");
    const body = req.url?.startsWith("/gtag/js") ? gtag : req.url === "/en_US/fbevents.js" ? fbevents : null;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    served,
    /** Send this context's requests for the two scripts to the stand-in. */
    async attach(context: BrowserContext) {
      for (const [pattern, prefix] of [
        ["https://www.googletagmanager.com/**", "https://www.googletagmanager.com"],
        ["https://connect.facebook.net/**", "https://connect.facebook.net"],
      ] as const) {
        await context.route(pattern, async (route) => {
          const response = await route.fetch({ url: origin + route.request().url().slice(prefix.length) });
          await route.fulfill({ response });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function hits(page: Page): Promise<{ ga4: Hit[]; pixel: Hit[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __ga4Hits?: Hit[]; __pixelHits?: Hit[] };
    return { ga4: w.__ga4Hits ?? [], pixel: w.__pixelHits ?? [] };
  });
}
