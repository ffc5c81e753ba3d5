import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shop } from "../../config/salon";
import { storefrontEndpoint } from "../../lib/shop/platform";
import { MemoryCache } from "../memory-cache.server";
import { closeDatabase, database, openDatabase } from "../db/client.server";
import { siteOrigin } from "../env.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { testDatabases } from "../db/test-databases";
import { createStorefrontClient, httpTransport, requestTimeoutMessage, storefrontHeaders, type Transport } from "./client.server";
import { seedCatalogue } from "./embedded/seed.server";
import { handleStorefrontRequest } from "./embedded/http.server";

process.env.EMBEDDED_STOREFRONT_TOKEN = "embedded-test-token";

type Seen = { path: string; headers: IncomingMessage["headers"]; body: { query: string; variables: Record<string, unknown> } };

/** A stand-in for Shopify on this machine: answers with whatever the test sets. */
async function standIn(handler: (seen: Seen, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const entry = { path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, seen };
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

function shopifyClient(origin: string) {
  return createStorefrontClient({ transport: httpTransport(storefrontEndpoint(origin, "2024-07"), { publicToken: "shpat_token" }), mode: "shopify", platformOrigin: origin });
}

describe("storefront client's kept reads", () => {
  it("keeps a catalogue read per content revision: an owner's edit is read afresh at once", async () => {
    let calls = 0;
    let revision = 7;
    const transport: Transport = () => {
      calls += 1;
      return Promise.resolve({ data: { collections: { nodes: [{ id: String(calls), title: "Styling", handle: "styling" }] } } });
    };
    const client = createStorefrontClient({ transport, mode: "embedded", platformOrigin: null, cache: new MemoryCache(60_000), revision: () => Promise.resolve(revision) });
    expect((await client.collections())[0]?.id).toBe("1");
    expect((await client.collections())[0]?.id).toBe("1");
    revision = 8;
    expect((await client.collections())[0]?.id).toBe("2");
    expect(calls).toBe(2);
  });
});

describe("storefront client over HTTP", () => {
  it("POSTs JSON to /api/2024-07/graphql.json with the access token header", async () => {
    const stand = await standIn((_seen, res) => json(res, { data: { collections: { nodes: [{ id: "1", title: "Styling", handle: "styling" }] } } }));
    servers.push(stand.server);
    const collections = await shopifyClient(stand.origin).collections();
    expect(collections).toEqual([{ id: "1", title: "Styling", handle: "styling" }]);
    const [request] = stand.seen;
    expect(request?.path).toBe("/api/2024-07/graphql.json");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["x-shopify-storefront-access-token"]).toBe("shpat_token");
    expect(request?.body.variables).toEqual({ first: shop.collectionsList });
  });

  it("turns GraphQL errors into failures, and a failed product fetch into no product", async () => {
    const stand = await standIn((_seen, res) => json(res, { errors: [{ message: "Throttled" }] }));
    servers.push(stand.server);
    const client = shopifyClient(stand.origin);
    await expect(client.collections()).rejects.toThrow("Throttled");
    expect(await client.product("silk-pillowcase")).toEqual({ product: null, error: "Throttled" });
  });

  it("turns userErrors into failures", async () => {
    const stand = await standIn((_seen, res) =>
      json(res, { data: { cartLinesAdd: { cart: null, userErrors: [{ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" }] } } }),
    );
    servers.push(stand.server);
    await expect(shopifyClient(stand.origin).cartLinesAdd("gid://shopify/Cart/x", [{ merchandiseId: "v", quantity: 1 }])).rejects.toThrow(
      "The specified cart does not exist.",
    );
  });

  it("sends cartCreate with buyer country AU and one line of quantity 1", async () => {
    const stand = await standIn((_seen, res) =>
      json(res, { data: { cartCreate: { cart: { id: "c", checkoutUrl: "https://x/c", totalQuantity: 1, cost: {}, lines: { nodes: [] } }, userErrors: [] } } }),
    );
    servers.push(stand.server);
    await shopifyClient(stand.origin).cartCreate([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]);
    expect(stand.seen[0]?.body.variables).toMatchObject({ country: "AU", lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }] });
  });

  it("tells the operator, once, when Shopify's checkout is on a domain the CSP does not let forms go to", async () => {
    const checkoutUrl = "https://shop.wattleandthread.com.au/cart/c/abc";
    const stand = await standIn((_seen, res) =>
      json(res, { data: { cartCreate: { cart: { id: "c", checkoutUrl, totalQuantity: 1, cost: {}, lines: { nodes: [] } }, userErrors: [] } } }),
    );
    servers.push(stand.server);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const client = shopifyClient(stand.origin);
      await client.cartCreate([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]);
      await client.cartCreate([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("shop.wattleandthread.com.au"))).toEqual([
        [
          "Warning: Shopify's checkout is on shop.wattleandthread.com.au, where the Content-Security-Policy does not let the bag's checkout form go: set SHOPIFY_CHECKOUT_DOMAIN=shop.wattleandthread.com.au.",
        ],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("fails on an HTTP error status", async () => {
    const stand = await standIn((_seen, res) => json(res, { errors: [{ message: "Unauthorized" }] }, 401));
    servers.push(stand.server);
    await expect(shopifyClient(stand.origin).collections()).rejects.toThrow("Storefront answered 401: Unauthorized");
  });

  it("with a private token, sends it instead of the public one, with the buyer's IP", async () => {
    const stand = await standIn((_seen, res) => json(res, { data: { collections: { nodes: [] } } }));
    servers.push(stand.server);
    const credentials = { publicToken: "public", privateToken: "shpat_private", buyerIp: "203.0.113.7" };
    await createStorefrontClient({ transport: httpTransport(storefrontEndpoint(stand.origin, "2026-04"), credentials), mode: "shopify", platformOrigin: stand.origin }).collections();
    const [request] = stand.seen;
    expect(request?.path).toBe("/api/2026-04/graphql.json");
    expect(request?.headers["shopify-storefront-private-token"]).toBe("shpat_private");
    expect(request?.headers["shopify-storefront-buyer-ip"]).toBe("203.0.113.7");
    expect(request?.headers["x-shopify-storefront-access-token"]).toBeUndefined();
  });

  it("never sends something that is not an IP address as the buyer's IP", () => {
    expect(storefrontHeaders({ publicToken: "t", buyerIp: "unknown" })).not.toHaveProperty("Shopify-Storefront-Buyer-IP");
    expect(storefrontHeaders({ publicToken: "t", buyerIp: "2001:db8::1" })).toHaveProperty("Shopify-Storefront-Buyer-IP", "2001:db8::1");
  });

  it("gives up on a slow collection with 'Request timeout'", async () => {
    const stand = await standIn((_seen, res) => setTimeout(() => json(res, { data: { collection: null } }), 1500));
    servers.push(stand.server);
    await expect(shopifyClient(stand.origin).collection("styling", 200)).rejects.toThrow(requestTimeoutMessage);
  });
});

describe("timeouts", () => {
  afterEach(() => vi.useRealTimers());

  it("is 8 seconds by default", async () => {
    vi.useFakeTimers();
    const never: Transport = () => new Promise(() => {});
    const client = createStorefrontClient({ transport: never, mode: "shopify", platformOrigin: "https://s.myshopify.com" });
    let outcome: unknown = "pending";
    client.collection("styling").then(
      () => (outcome = "resolved"),
      (error: Error) => (outcome = error.message),
    );
    await vi.advanceTimersByTimeAsync(7_999);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("Request timeout");
  });

  it("bound every other call as well: a product page gets its error instead of waiting, a cart read fails", async () => {
    vi.useFakeTimers();
    const never: Transport = () => new Promise(() => {});
    const client = createStorefrontClient({ transport: never, mode: "shopify", platformOrigin: "https://s.myshopify.com" });
    const product = client.product("silk-pillowcase");
    const cart = client.cart("gid://shopify/Cart/x").then(
      () => "resolved",
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(shop.storefrontTimeoutMs);
    expect(await product).toEqual({ product: null, error: requestTimeoutMessage });
    expect(await cart).toBe(requestTimeoutMessage);
  });
});

describe.each(testDatabases())("Shopify protocol against the embedded storefront's HTTP endpoint on $name", ({ options }) => {
  let origin = "";
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_state`);
    await seedCatalogue(database());
    const server = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const request = new Request(`${origin}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: req.method === "POST" ? raw : undefined });
      const version = /^\/api\/([^/]+)\/graphql\.json$/.exec(req.url ?? "")?.[1];
      const response = await handleStorefrontRequest(request, version);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("refuses a wrong token", async () => {
    const client = createStorefrontClient({ transport: httpTransport(storefrontEndpoint(origin, "2024-07"), { publicToken: "wrong" }), mode: "shopify", platformOrigin: origin });
    await expect(client.collections()).rejects.toThrow("401");
  });

  it("browses and builds a cart through the same documents", async () => {
    const client = createStorefrontClient({
      transport: httpTransport(storefrontEndpoint(origin, "2024-07"), { publicToken: "embedded-test-token" }),
      mode: "shopify",
      platformOrigin: origin,
    });
    const { product } = await client.product("nourishing-hair-oil");
    expect(product?.title).toBe("Nourishing Hair Oil");
    const collection = await client.collection("hair-care");
    expect(collection?.products.nodes.length).toBeGreaterThan(3);
    const variantId = product?.variants.nodes[0]?.id ?? "";
    const cart = await client.cartCreate([{ merchandiseId: variantId, quantity: 1 }]);
    // The checkout lives at the site's public address (SITE_URL), whatever address the API was called on.
    expect(cart.checkoutUrl?.startsWith(`${siteOrigin()}/checkout/`)).toBe(true);
    const again = await client.cartLinesAdd(cart.id, [{ merchandiseId: variantId, quantity: 1 }]);
    expect(again.totalQuantity).toBe(2);
    expect((await client.cart(cart.id))?.cost.subtotalAmount.amount).toBe("70.00");
  });
});
