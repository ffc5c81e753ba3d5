/**
 * The bag on the server: the cart id lives in an httpOnly, SameSite=Lax cookie
 * (14 days) so the bag renders and Add to Bag works without JavaScript. A second,
 * readable cookie carries only the item count for the header's bag button.
 * The cart rules (an error that mentions the cart clears it and makes a new one, once) are applied here
 * (see lib/shop/cart-recovery.ts).
 */
import { createCookie } from "react-router";
import { shop } from "../config/salon.ts";
import {
  addedToBag,
  addFailedFallback,
  bagFormSchema,
  bagLoadFailed,
  checkoutFailed,
  missingVariantMessage,
  noCheckoutUrl,
  optionsFromForm,
  type BagActionResult,
  type BagForm,
} from "../lib/shop/bag-form.ts";
import { bagCountCookieName } from "../lib/shop/bag-count.ts";
import { isStorableText } from "../lib/storable-input.ts";
import { badCartKeyMessage, cartKeyField, readCartKey } from "../lib/shop/cart-key.ts";
import { toBagView } from "../lib/shop/catalogue-mapping.ts";
import { addLineWithRecovery, CartRuleError, checkoutUrlUnavailable } from "../lib/shop/cart-recovery.ts";
import type { BagView, StorefrontCart } from "../lib/shop/types.ts";
import { matchVariant } from "../lib/shop/variants.ts";
import { cartOfKey, claimCartKey } from "./cart-keys.server.ts";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { StorefrontError, type StorefrontClient } from "./storefront/client.server.ts";

export const cartCookieName = "wt_cart";
const cartCookie = createCookie(cartCookieName, { path: "/", sameSite: "lax", httpOnly: true });
/** Readable by the page (the header badge), and holding nothing but the count. */
const bagCountCookie = createCookie(bagCountCookieName, { path: "/", sameSite: "lax" });

export async function storedCartId(request: Request): Promise<string | null> {
  const value: unknown = await cartCookie.parse(request.headers.get("Cookie"));
  // A hand-made cookie may carry anything: only an id the storefront could have issued is looked up.
  return typeof value === "string" && value.length <= 300 && isStorableText(value) ? value : null;
}

/** Set-Cookie values remembering a cart (or forgetting it when null). */
export async function cartCookies(cart: { id: string; totalQuantity: number } | null): Promise<string[]> {
  const options = { maxAge: cart ? shop.cartCookieDays * 86_400 : 0, secure: env().SITE_URL.startsWith("https:") };
  return Promise.all([cartCookie.serialize(cart?.id ?? "", options), bagCountCookie.serialize(cart?.totalQuantity ?? "", options)]);
}

export function headersWithCookies(cookies: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** What a shopper may read of a failure: storefront userErrors and the cart rules; anything else gets the friendly fallback. */
export function shopperMessage(error: unknown, fallback: string): string {
  if (error instanceof CartRuleError) return error.message;
  if (error instanceof StorefrontError && error.kind === "user") return error.message;
  return fallback;
}

export type BagLoad = { bag: BagView | null; error: string | null; cookies: string[] };

/** The stored cart for the bag (50 lines). A cart that no longer exists empties the bag. */
export async function loadBag(client: StorefrontClient, request: Request): Promise<BagLoad> {
  const cartId = await storedCartId(request);
  if (!cartId) return { bag: null, error: null, cookies: [] };
  try {
    const cart = await client.cart(cartId);
    if (!cart) return { bag: null, error: null, cookies: await cartCookies(null) };
    return { bag: toBagView(cart), error: null, cookies: await cartCookies(cart) };
  } catch {
    return { bag: null, error: bagLoadFailed, cookies: [] };
  }
}

async function resolveVariantId(client: StorefrontClient, form: { variantId?: string; handle?: string }, options: Record<string, string>) {
  if (form.variantId) return form.variantId;
  // Without JavaScript the product form posts its option selectors instead of a variant id.
  if (!form.handle || Object.keys(options).length === 0) return undefined;
  const { product } = await client.product(form.handle);
  return product ? matchVariant(product.variants.nodes, options)?.id : undefined;
}

/**
 * Add one item (quantity 1) to the stored cart, creating or recovering the cart as the rules say. Without a
 * cart cookie, the browser's cart key decides: the first add under a key starts the cart (an empty one, offered
 * under the key), and every add under it, sent before the cookie came back and on whichever instance, adds its
 * line to the cart that won the key. A cart that lost the race stays empty and is pruned like any untouched cart.
 */
export async function addToBag(client: StorefrontClient, request: Request, variantId: string, cartKey: string | null = null): Promise<{ cart: StorefrontCart; cookies: string[] }> {
  const lines = [{ merchandiseId: variantId, quantity: 1 }];
  let cartId = await storedCartId(request);
  if (!cartId && cartKey) cartId = (await cartOfKey(cartKey)) ?? (await claimCartKey(cartKey, (await client.cartCreate([])).id));
  const create = () => client.cartCreate(lines);
  const step = await addLineWithRecovery<StorefrontCart>({
    storedCartId: cartId,
    add: (id) => client.cartLinesAdd(id, lines),
    create,
    onCleared: (error) => log("cart.cleared", { reason: (error as Error).message?.slice(0, 200) }, "warn"),
  });
  return { cart: step.cart, cookies: await cartCookies(step.cart) };
}

export type BagActionOutcome = { result: BagActionResult; cookies: string[]; form: BagForm | null };

/** One post to /bag: add, buy now, checkout or change a quantity. Never throws for bad input or storefront failures. */
export async function handleBagAction(client: StorefrontClient, request: Request, formData: FormData): Promise<BagActionOutcome> {
  const parsed = bagFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { result: { ok: false, intent: "unknown", message: parsed.error.issues[0]?.message ?? addFailedFallback, redirectTo: null }, cookies: [], form: null };
  }
  const form = parsed.data;
  const productPage = (handle: string | undefined) => (handle ? client.platformUrl(`/products/${encodeURIComponent(handle)}`) : null);

  if (form.intent === "add" || form.intent === "buy") {
    const cartKey = readCartKey(formData.get(cartKeyField));
    if (!cartKey.ok) return { result: { ok: false, intent: "unknown", message: badCartKeyMessage, redirectTo: null }, cookies: [], form: null };
    const variantId = await resolveVariantId(client, form, optionsFromForm(formData.entries()));
    if (!variantId) {
      return { result: { ok: false, intent: form.intent, message: missingVariantMessage(form.source), redirectTo: null }, cookies: [], form };
    }
    try {
      if (form.intent === "buy") {
        // Buy Now checks out this one item on its own cart; the bag is left as it is.
        const cart = await client.cartCreate([{ merchandiseId: variantId, quantity: 1 }]);
        if (!cart.checkoutUrl) throw new CartRuleError(checkoutUrlUnavailable);
        return { result: { ok: true, intent: "buy", checkoutUrl: cart.checkoutUrl, count: cart.totalQuantity }, cookies: [], form };
      }
      const { cart, cookies } = await addToBag(client, request, variantId, cartKey.key);
      return { result: { ok: true, intent: "add", message: addedToBag, count: cart.totalQuantity, checkoutUrl: cart.checkoutUrl }, cookies, form };
    } catch (error) {
      log("cart.add_failed", { intent: form.intent, source: form.source, message: (error as Error).message?.slice(0, 200) }, "warn");
      return { result: { ok: false, intent: form.intent, message: shopperMessage(error, addFailedFallback), redirectTo: productPage(form.handle) }, cookies: [], form };
    }
  }

  if (form.intent === "checkout") {
    const { bag, cookies } = await loadBag(client, request);
    if (!bag?.checkoutUrl) {
      log("cart.checkout_failed", { reason: noCheckoutUrl }, "warn");
      return { result: { ok: false, intent: "checkout", message: checkoutFailed, redirectTo: null }, cookies, form };
    }
    return { result: { ok: true, intent: "checkout", checkoutUrl: bag.checkoutUrl, count: bag.totalQuantity }, cookies, form };
  }

  const cartId = await storedCartId(request);
  if (!cartId) return { result: { ok: false, intent: "update", message: bagLoadFailed, redirectTo: null }, cookies: [], form };
  try {
    const cart = await client.cartLinesUpdate(cartId, [{ id: form.lineId, quantity: form.quantity }]);
    return { result: { ok: true, intent: "update", message: null, count: cart.totalQuantity, checkoutUrl: cart.checkoutUrl }, cookies: await cartCookies(cart), form };
  } catch (error) {
    return { result: { ok: false, intent: "update", message: shopperMessage(error, "We couldn't update your bag. Please try again."), redirectTo: null }, cookies: [], form };
  }
}
