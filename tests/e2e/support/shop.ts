/**
 * Helpers for the shop specs: a stand-in for the Shopify Storefront API on this
 * machine (the network edge), and a second copy of our server configured to sell
 * through it. The stand-in passes everything on to the e2e server's embedded
 * storefront, so the Shopify protocol is exercised end to end; when a test asks,
 * it answers slowly, with errors, or without a checkout URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/free-port.ts";
import { serverLogIn } from "./server-log";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** Buy Now on a product page, then the checkout form, as a shopper does; stops before placing the order. */
export async function checkoutWithBuyNow(page: Page, handle: string, email: string) {
  await page.goto(`/products/${handle}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await hydrated(page);
  await page.getByLabel("Full name").fill("Jane Citizen");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mobile phone").fill("0412 345 678");
}

/** Places the order on the checkout page; returns its number ("WT-1001"). */
export async function placeOrder(page: Page) {
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=WT-\d+/);
  return (await page.getByTestId("order-number").textContent()) ?? "";
}

export const storefrontToken = "e2e-storefront-token";
/** The e2e server's port: E2E_PORT, or the free one playwright.config.ts chose for this run. */
export const e2ePort = Number(process.env.E2E_PORT);

export type StandInMode = "pass" | "error" | "empty-collections" | "no-checkout-url" | "cart-error";

type Upstream = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function forward(port: number, method: string, url: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest({ host: "127.0.0.1", port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    upstream.on("error", reject);
    upstream.end(body);
  });
}

/** The shop platform on localhost: the Storefront API at Shopify's path, and its pages, proxied to the e2e server. */
export async function startStandIn(upstreamPort = e2ePort) {
  const state = { mode: "pass" as StandInMode, operations: [] as string[], pages: [] as string[] };
  // The e2e server's public address (its SITE_URL), and the stand-in's own, known once it listens.
  const upstreamOrigin = `http://localhost:${upstreamPort}`;
  let ownOrigin = "";
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = req.url ?? "/";
    const api = req.method === "POST" && /^\/api\/[^/]+\/graphql\.json$/.test(url);
    const json = (value: unknown, status = 200) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    try {
      if (!api) {
        state.pages.push(`${req.method} ${url}`);
        // The platform's own product page is the platform's, not ours served under its name (ours would load its
        // pictures from our SITE_URL, which a page on another origin may not): a plain page names the product.
        const product = req.method === "GET" ? /^\/products\/([a-z0-9-]+)$/.exec(url) : null;
        if (product) {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(`<!doctype html><html lang="en"><title>${product[1]}</title><main><h1>${product[1]}</h1></main></html>`);
          return;
        }
        // Like a proxy that serves our server under another name: the browser's writes are presented as
        // coming from the server's own origin.
        const headers: IncomingHttpHeaders = req.headers.origin ? { ...req.headers, origin: upstreamOrigin } : { ...req.headers };
        delete headers["accept-encoding"]; // a page may be rewritten below, so take it uncompressed
        const answer = await forward(upstreamPort, req.method ?? "GET", url, headers, body);
        // A proxy that serves a site under another name rewrites the site's own address in its pages and their
        // data (the confirmation page shows pictures the shop names by its SITE_URL).
        if (/^(text\/html|text\/x-script)/.test(String(answer.headers["content-type"]))) {
          answer.body = Buffer.from(answer.body.toString().replaceAll(upstreamOrigin, ownOrigin));
          answer.headers["content-length"] = String(answer.body.length);
        }
        // Redirects stay on the platform's domain (a cart link goes on to the platform's checkout), as on Shopify.
        const location = answer.headers.location;
        if (typeof location === "string") answer.headers.location = location.replace(upstreamOrigin, ownOrigin);
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      }
      const request = JSON.parse(body.toString() || "{}") as { operationName?: string; variables?: Record<string, unknown> };
      state.operations.push(request.operationName ?? "anonymous");
      const handle = request.variables?.handle;
      if (handle === "slow-collection") {
        await new Promise((resolve) => setTimeout(resolve, 9_000));
        return json({ data: { collection: null } });
      }
      if (handle === "broken-collection") return json({ errors: [{ message: "Internal error" }] });
      if (state.mode === "error") return json({ errors: [{ message: "Storefront is down for maintenance" }] });
      if (state.mode === "empty-collections" && request.operationName === "CollectionsList") return json({ data: { collections: { nodes: [] } } });
      if (state.mode === "cart-error" && /^Cart(Create|LinesAdd)$/.test(request.operationName ?? "")) {
        const field = request.operationName === "CartCreate" ? "cartCreate" : "cartLinesAdd";
        return json({ data: { [field]: { cart: null, userErrors: [{ field: null, message: "Cart could not be saved right now.", code: "INVALID" }] } } });
      }
      // The Shopify path on the platform is served by the embedded storefront's own endpoint.
      const headers = { ...req.headers };
      delete headers["accept-encoding"]; // the answer may be rewritten below, so take it uncompressed
      const upstream = await forward(upstreamPort, "POST", url.replace(/^\/api\//, "/api/storefront/"), headers, body);
      // The platform hands out addresses on its own domain (checkout, images), as Shopify does.
      const answer = { ...upstream, body: Buffer.from(upstream.body.toString().replaceAll(upstreamOrigin, ownOrigin)) };
      if (state.mode === "no-checkout-url" && /^Cart(Create|LinesAdd|ById)$/.test(request.operationName ?? "")) {
        type Answer = { data?: Record<string, { cart?: { checkoutUrl: string | null } | null; checkoutUrl?: string | null } | null> };
        const data = JSON.parse(answer.body.toString()) as Answer;
        for (const value of Object.values(data.data ?? {})) {
          if (value?.cart) value.cart.checkoutUrl = null;
          else if (value && "checkoutUrl" in value) value.checkoutUrl = null;
        }
        return json(data, answer.status);
      }
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    } catch (error) {
      json({ errors: [{ message: `Stand-in failed: ${(error as Error).message}` }] }, 502);
    }
  });
  // All interfaces: "localhost" may resolve to ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  ownOrigin = `http://localhost:${port}`;
  return { state, port, origin: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Another copy of our server, on a free port and a fresh database, with the settings given. */
export async function startShopServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wt-e2e-shop-"));
  // Its log is kept beside its database, for reading when a test fails.
  const logFile = openSync(serverLogIn(dataDir), "a");
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn("node_modules/.bin/node", ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: url,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      KEPT_PAGE_RENDERS_PER_MINUTE: "100000",
      ADMIN_PASSWORD: "e2e-admin-password",
      ...env,
    },
    stdio: ["ignore", logFile, logFile],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Shop server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    log: serverLogIn(dataDir),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The owner's session cookie for the server at `origin`, from signing in there as the owner does. */
export async function ownerCookie(origin: string): Promise<{ name: string; value: string; domain: string; path: string }> {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password: "e2e-admin-password", next: "/admin" }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("wt_admin="));
  if (!session) throw new Error(`Signing in at ${origin} answered ${response.status} without a session`);
  const [name = "", ...value] = (session.split(";")[0] ?? "").split("=");
  return { name, value: value.join("="), domain: new URL(origin).hostname, path: "/" };
}
