/**
 * What one caller may ask of the shop, against the real server: the Storefront API refuses over-limit queries
 * before running them (and stays responsive meanwhile), every way into a cart applies the one quantity rule,
 * and cart links, which write on a GET, are limited per client IP and kept out of search engines.
 */
import { request as httpRequest } from "node:http";
import { shop } from "../../app/config/salon.ts";
import { cartLimitMessages } from "../../app/lib/shop/cart-limits.ts";
import { expect, test } from "./support/fixtures";
import { e2ePort, storefrontToken } from "./support/shop";

const endpoint = "/api/storefront/2024-07/graphql.json";
const headers = { "x-shopify-storefront-access-token": storefrontToken };
/** The cart-link limit test comes from its own loopback address, so its bucket is nobody else's. */
const linkAddress = "127.0.0.3";

/** The 204-byte query that ran 7 s and answered 1.36 MB here, blocking /healthz meanwhile. */
const nestedConnections =
  "{products(first:250){nodes{collections(first:250){nodes{products(first:250){nodes{collections(first:250){nodes{products(first:250){nodes{id title priceRange{minVariantPrice{amount}}}}}}}}}}}}}";

test.describe("Storefront API limits", () => {
  test("refuses a costly query before running it, Shopify-style, and /healthz keeps answering", async ({ request }) => {
    const started = Date.now();
    const [answer, health] = await Promise.all([request.post(endpoint, { headers, data: { query: nestedConnections } }), request.get("/healthz")]);
    expect(answer.status()).toBe(400);
    const body = await answer.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: "MAX_COST_EXCEEDED", maxCost: 1000 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(health.status()).toBe(200);
  });

  test("refuses 300 aliases, batches and over-long input lists; answers introspection", async ({ request }) => {
    const aliases = `{${Array.from({ length: 300 }, (_, i) => `a${i}:products(first:250){nodes{id title}}`).join(" ")}}`;
    const tooMany = await request.post(endpoint, { headers, data: { query: aliases } });
    expect(tooMany.status()).toBe(400);
    expect((await tooMany.json()).errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain("MAX_ALIASES_EXCEEDED");
    const batch = await request.post(endpoint, { headers, data: [{ query: "{ shop { name } }" }, { query: "{ shop { name } }" }] });
    expect(batch.status()).toBe(400);
    expect((await batch.json()).errors[0].message).toContain("one query per request");
    const ids = Array.from({ length: 251 }, (_, i) => `gid://shopify/Product/${i}`);
    const long = await request.post(endpoint, { headers, data: { query: "query ($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids } } });
    expect(long.status()).toBe(400);
    expect((await long.json()).errors[0].extensions.code).toBe("MAX_INPUT_SIZE_EXCEEDED");
    const literal = await request.post(endpoint, { headers, data: { query: `{ nodes(ids: ${JSON.stringify(ids)}) { id } }` } });
    expect(literal.status()).toBe(400);
    expect((await literal.json()).errors[0].extensions.code).toBe("MAX_INPUT_SIZE_EXCEEDED");
    const introspection = await request.post(endpoint, { headers, data: { query: "{ __schema { queryType { name } } }" } });
    expect(await introspection.json()).toEqual({ data: { __schema: { queryType: { name: "QueryRoot" } } } });
  });
});

test.describe("the cart quantity rule", () => {
  let variant = "";
  test.beforeAll(async ({ request }) => {
    const answer = await request.post(endpoint, { headers, data: { query: "{ products(first: 50) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }" } });
    const products = (await answer.json()).data.products.nodes as { variants: { nodes: { id: string; availableForSale: boolean }[] } }[];
    variant = products.flatMap((p) => p.variants.nodes).find((v) => v.availableForSale)?.id.split("/").pop() ?? "";
    expect(variant).not.toBe("");
  });

  test("a cart link past the rule is a 400 page that says why, never a 198,000-unit cart", async ({ page }) => {
    const huge = await page.goto(`/cart/${Array.from({ length: 2000 }, () => `${variant}:99`).join(",")}`);
    expect(huge?.status()).toBe(400);
    await expect(page.getByText(cartLimitMessages.lines)).toBeVisible();
    const merged = await page.goto(`/cart/${variant}:99,${variant}:99`);
    expect(merged?.status()).toBe(400);
    await expect(page.getByText(cartLimitMessages.quantity)).toBeVisible();
  });

  test("cartCreate merges two lines of one variant and refuses 198 with a userError", async ({ request }) => {
    const merchandiseId = `gid://shopify/ProductVariant/${variant}`;
    const answer = await request.post(endpoint, {
      headers,
      data: {
        query: "mutation ($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { field code message } } }",
        variables: { lines: [{ merchandiseId, quantity: 99 }, { merchandiseId, quantity: 99 }] },
      },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data.cartCreate).toEqual({
      cart: null,
      userErrors: [{ field: ["input", "lines", "1", "quantity"], code: "MAXIMUM_EXCEEDED", message: cartLimitMessages.quantity }],
    });
  });
});

/** A GET from a chosen local address (the request fixture can't choose one). */
function getFrom(localAddress: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port: e2ePort, path, localAddress }, (incoming) => {
      incoming.resume();
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

test.describe("cart links write on a GET", () => {
  test("each client IP may follow only a few a quarter hour, then 429 with Retry-After; none is indexed", async () => {
    const link = "/cart/1:1,2:1";
    const answers = [];
    for (let i = 0; i < shop.cartLinks.perWindow + 2; i++) answers.push(await getFrom(linkAddress, link));
    const made = answers.filter((a) => a.status === 302);
    expect(made).toHaveLength(shop.cartLinks.perWindow);
    const limited = answers.slice(shop.cartLinks.perWindow);
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    for (const answer of answers) expect(answer.headers["x-robots-tag"]).toBe("noindex");
  });

  test("robots.txt keeps crawlers away from cart links", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /cart/");
  });
});
