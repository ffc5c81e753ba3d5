/**
 * The one storefront client. It speaks the Shopify Storefront API (documents in
 * ./documents.ts) over one of two transports: HTTP to a Shopify store when
 * SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN are set, otherwise the
 * embedded storefront in this process. Errors in the response or in
 * userErrors become failures; every call gives up after shop.storefrontTimeoutMs.
 */
import { isIP } from "node:net";
import type { RouterContextProvider } from "react-router";
import { shop } from "../../config/salon.ts";
import { clientIpKey } from "../../lib/csp-nonce.ts";
import { platformOrigin as parsePlatformOrigin, platformPageUrl, storefrontEndpoint } from "../../lib/shop/platform.ts";
import type * as Generated from "../../lib/shop/storefront.generated.ts";
import type { StorefrontCart, StorefrontProduct } from "../../lib/shop/types.ts";
import { contentRevision } from "../content-revision.server.ts";
import { env, siteOrigin } from "../env.server.ts";
import { formActionAllows } from "../headers.server.ts";
import { log } from "../log.server.ts";
import { MemoryCache } from "../memory-cache.server.ts";
import { storefrontDocuments } from "./documents.ts";
import { executeEmbedded } from "./embedded/executor.server.ts";

export type StorefrontMode = "embedded" | "shopify";

export type StorefrontFailure = "timeout" | "network" | "http" | "graphql" | "user" | "empty";

export class StorefrontError extends Error {
  readonly kind: StorefrontFailure;
  constructor(message: string, kind: StorefrontFailure) {
    super(message);
    this.name = "StorefrontError";
    this.kind = kind;
  }
}

export const requestTimeoutMessage = "Request timeout";

type GraphQLBody = { query: string; variables?: Record<string, unknown>; operationName?: string };
type GraphQLResponse = { data?: Record<string, unknown> | null; errors?: readonly { message: string }[] };
export type Transport = (body: GraphQLBody, signal: AbortSignal | undefined) => Promise<GraphQLResponse>;

export function embeddedTransport(origin: string): Transport {
  return async (body) => (await executeEmbedded({ ...body, origin })) as GraphQLResponse;
}

/** How this server identifies itself to Shopify, and for whom it asks. */
export type StorefrontCredentials = { publicToken?: string; privateToken?: string; buyerIp?: string };

/**
 * The headers Shopify asks of a server: the private (server-to-server) token when there is one, else the
 * public token; and the buyer's IP, so Shopify throttles and screens each buyer rather than this server.
 */
export function storefrontHeaders(credentials: StorefrontCredentials): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (credentials.privateToken) headers["Shopify-Storefront-Private-Token"] = credentials.privateToken;
  else if (credentials.publicToken) headers["X-Shopify-Storefront-Access-Token"] = credentials.publicToken;
  if (credentials.buyerIp && isIP(credentials.buyerIp)) headers["Shopify-Storefront-Buyer-IP"] = credentials.buyerIp;
  return headers;
}

/** POST JSON to a Shopify store's Storefront API. */
export function httpTransport(endpoint: string, credentials: StorefrontCredentials): Transport {
  const headers = storefrontHeaders(credentials);
  return async (body, signal) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw new StorefrontError(requestTimeoutMessage, "timeout");
      throw new StorefrontError(`Storefront unreachable: ${(error as Error).message}`, "network");
    }
    let json: GraphQLResponse | undefined;
    try {
      json = (await response.json()) as GraphQLResponse;
    } catch {
      if (signal?.aborted) throw new StorefrontError(requestTimeoutMessage, "timeout");
      json = undefined;
    }
    if (!response.ok) {
      const detail = json?.errors?.[0]?.message;
      throw new StorefrontError(`Storefront answered ${response.status}${detail ? `: ${detail}` : ""}`, "http");
    }
    if (!json) throw new StorefrontError("Storefront answered with something that is not JSON", "http");
    return json;
  };
}

const checkoutHostsWarned = new Set<string>();

/** A checkout on a domain the CSP does not name fails before its page loads: tell the operator the setting, once per domain. */
function warnIfCheckoutBlocked(checkoutUrl: string | null | undefined) {
  if (!checkoutUrl || !URL.canParse(checkoutUrl) || formActionAllows(env(), checkoutUrl)) return;
  const { host } = new URL(checkoutUrl);
  if (checkoutHostsWarned.has(host)) return;
  checkoutHostsWarned.add(host);
  console.warn(`Warning: Shopify's checkout is on ${host}, where the Content-Security-Policy does not let the bag's checkout form go: set SHOPIFY_CHECKOUT_DOMAIN=${host}.`);
}

type Operations = Generated.StorefrontOperations;
type Operation = keyof Operations;

type CartPayload = { cart: StorefrontCart | null; userErrors: Generated.CartUserErrorsFragment[] };
type LineInput = Generated.CartLineInput;
type LineUpdate = Generated.CartLineUpdateInput;

export type ProductResult = { product: StorefrontProduct | null; error: string | null };

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;

export function createStorefrontClient(options: {
  transport: Transport;
  mode: StorefrontMode;
  platformOrigin: string | null;
  cache?: MemoryCache;
  cacheScope?: string;
  /** The content revision a kept answer belongs to: an owner's edit starts a new one, so the next read shows it. */
  revision?: () => Promise<number>;
}) {
  const { transport, mode } = options;
  const country = shop.buyerCountry;
  const cache = options.cache ?? new MemoryCache(0);
  const revision = options.revision ?? (() => Promise.resolve(0));
  const cached = async <T>(operation: string, variables: unknown, load: () => Promise<T>) =>
    cache.get(`${await revision()}|${mode}|${options.cacheScope ?? ""}|${operation}|${JSON.stringify(variables)}`, load);

  /** Every call is bounded: a store that stops answering must not hold a page (and its visitor) indefinitely. */
  async function request<O extends Operation>(operation: O, variables: Operations[O]["variables"], timeoutMs: number = shop.storefrontTimeoutMs): Promise<Operations[O]["data"]> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new StorefrontError(requestTimeoutMessage, "timeout"));
      }, timeoutMs);
    });
    try {
      const call = transport({ query: storefrontDocuments[operation], variables, operationName: operation }, controller.signal);
      const result = await Promise.race([call, timeout]);
      if (result.errors?.length) throw new StorefrontError(result.errors.map((e) => e.message).join("; "), "graphql");
      if (!result.data) throw new StorefrontError("Storefront answered without data", "graphql");
      // The one place JSON becomes typed: the storefront answers the document, which a unit test validates against the
      // official schemas, with the shape generated from that same document.
      return result.data as Operations[O]["data"];
    } catch (error) {
      const failure = error instanceof StorefrontError ? error : new StorefrontError((error as Error).message ?? String(error), "network");
      log("storefront.failed", { operation, mode, kind: failure.kind, message: failure.message.slice(0, 300) }, "warn");
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A mutation's userErrors are failures too. */
  function payload(operation: Operation, value: CartPayload | null): CartPayload {
    const first = value?.userErrors[0];
    if (first) {
      log("storefront.user_error", { operation, mode, message: first.message.slice(0, 300) }, "warn");
      throw new StorefrontError(first.message, "user");
    }
    if (!value) throw new StorefrontError("Storefront answered without a result", "graphql");
    return value;
  }

  /** The cart a cart mutation answers with. */
  function mutatedCart(operation: Operation, value: CartPayload | null): StorefrontCart {
    const result = payload(operation, value);
    if (!result.cart) throw new StorefrontError("The cart could not be read", "empty");
    if (mode === "shopify") warnIfCheckoutBlocked(result.cart.checkoutUrl);
    return result.cart;
  }

  return {
    mode,
    platformOrigin: options.platformOrigin,
    /** A page on the shop platform (Shopify, or this site when embedded). */
    platformUrl: (path: string) => platformPageUrl(options.platformOrigin, path),

    /** Product by handle. A failed fetch yields no product (and says why). */
    async product(handle: string): Promise<ProductResult> {
      try {
        const data = await cached("ProductByHandle", handle, () => request("ProductByHandle", { handle, country }));
        return { product: data.product, error: null };
      } catch (error) {
        return { product: null, error: (error as Error).message };
      }
    },

    /** Collection by handle with its first 50 products; times out after 8 s with 'Request timeout'. */
    async collection(handle: string, timeoutMs: number = shop.collectionTimeoutMs) {
      const data = await cached("CollectionByHandle", handle, () =>
        request("CollectionByHandle", { handle, first: shop.collectionProducts, country }, timeoutMs),
      );
      return data.collection;
    },

    async spotlight(handle: string, first: number = shop.spotlightProducts) {
      const data = await cached("CollectionSpotlight", [handle, first], () =>
        request("CollectionSpotlight", { handle, first, country }, shop.collectionTimeoutMs),
      );
      return data.collection?.products.nodes ?? [];
    },

    async collections(first: number = shop.collectionsList) {
      const data = await cached("CollectionsList", first, () => request("CollectionsList", { first }));
      return data.collections.nodes;
    },

    async cartCreate(lines: LineInput[]): Promise<StorefrontCart> {
      const data = await request("CartCreate", { lines, country, lineCount: shop.cartLines });
      return mutatedCart("CartCreate", data.cartCreate);
    },

    async cartLinesAdd(cartId: string, lines: LineInput[]): Promise<StorefrontCart> {
      const data = await request("CartLinesAdd", { cartId, lines, lineCount: shop.cartLines });
      return mutatedCart("CartLinesAdd", data.cartLinesAdd);
    },

    async cartLinesUpdate(cartId: string, lines: LineUpdate[]): Promise<StorefrontCart> {
      const data = await request("CartLinesUpdate", { cartId, lines, lineCount: shop.cartLines });
      return mutatedCart("CartLinesUpdate", data.cartLinesUpdate);
    },

    /** Cart by id (checkout URL, subtotal, the bag's 50 lines); null when it no longer exists. */
    async cart(cartId: string): Promise<StorefrontCart | null> {
      const data = await request("CartById", { cartId, lineCount: shop.cartLines });
      return data.cart;
    },

    async shopInfo(collections = 10) {
      const data = await request("ShopInfo", { collections });
      return { shop: data.shop, collections: data.collections.nodes };
    },

    async firstAvailableProduct() {
      const data = await request("FirstAvailableProduct", {});
      return data.products.nodes[0] ?? null;
    },

    /** Every product and collection handle, for sitemap.xml. */
    async sitemapEntries() {
      type Entries = Generated.SitemapEntriesQuery["products"]["nodes"];
      const products: Entries = [];
      const collections: Entries = [];
      let productsAfter: string | null = null;
      let collectionsAfter: string | null = null;
      let more = { products: true, collections: true };
      for (let page = 0; page < 20 && (more.products || more.collections); page++) {
        const data: Generated.SitemapEntriesQuery = await request("SitemapEntries", { first: 250, productsAfter, collectionsAfter });
        if (more.products) products.push(...data.products.nodes);
        if (more.collections) collections.push(...data.collections.nodes);
        more = { products: more.products && data.products.pageInfo.hasNextPage, collections: more.collections && data.collections.pageInfo.hasNextPage };
        productsAfter = data.products.pageInfo.endCursor ?? productsAfter;
        collectionsAfter = data.collections.pageInfo.endCursor ?? collectionsAfter;
      }
      return { products, collections };
    },
  };
}

/** Which storefront this server sells through: Shopify when the store and a token are set, otherwise the embedded one. */
export function storefrontSettings() {
  const config = env();
  const domain = config.SHOPIFY_STORE_DOMAIN;
  const token = config.SHOPIFY_STOREFRONT_TOKEN;
  const privateToken = config.SHOPIFY_STOREFRONT_PRIVATE_TOKEN;
  if (domain && (token || privateToken)) {
    const origin = parsePlatformOrigin(domain);
    if (origin) return { mode: "shopify" as const, origin, token, privateToken, version: config.STOREFRONT_API_VERSION };
  }
  return { mode: "embedded" as const, origin: null, token: null, version: config.STOREFRONT_API_VERSION };
}

/**
 * Reads kept for everyone for STOREFRONT_CACHE_SECONDS, per content revision: an owner's edit in /admin
 * shows on the next read here, and on other instances once they see the new revision (within seconds).
 */
let sharedCache: MemoryCache | undefined;

function catalogueCache(): MemoryCache {
  sharedCache ??= new MemoryCache(env().STOREFRONT_CACHE_SECONDS * 1000);
  return sharedCache;
}

/** The storefront for one request; `context` carries the visitor's IP (set by web-server.server.ts), which Shopify is told. */
export function storefrontFor(context: Pick<RouterContextProvider, "get">): StorefrontClient {
  const settings = storefrontSettings();
  if (settings.mode === "shopify") {
    const credentials = { publicToken: settings.token, privateToken: settings.privateToken, buyerIp: context.get(clientIpKey) };
    return createStorefrontClient({
      transport: httpTransport(storefrontEndpoint(settings.origin, settings.version), credentials),
      mode: "shopify",
      platformOrigin: settings.origin,
      cache: catalogueCache(),
      revision: contentRevision,
    });
  }
  // Absolute URLs the embedded storefront hands out (images, checkout) are at SITE_URL, never at the request's Host.
  const origin = siteOrigin();
  return createStorefrontClient({
    transport: embeddedTransport(origin),
    mode: "embedded",
    platformOrigin: null,
    cache: catalogueCache(),
    cacheScope: origin,
    revision: contentRevision,
  });
}
