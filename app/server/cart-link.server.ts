/**
 * The shop platform's cart link (/cart/{variant}:{quantity},…), as Shopify has it: makes a cart with those lines
 * and goes to its checkout. It writes on a GET, so it is bounded like a write: the cart rule applies before
 * anything is stored, and each client IP has a small bucket of its own (rate limits elsewhere count only
 * non-GET requests).
 */
import { data, redirect } from "react-router";
import { shop } from "../config/salon.ts";
import { parseCartLink } from "../lib/shop/cart-limits.ts";
import { log } from "./log.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";
import type { StorefrontClient } from "./storefront/client.server.ts";

const cartLinkLimiter = createRateLimiter({ name: "cart-links", limit: shop.cartLinks.perWindow, windowMs: shop.cartLinks.windowMs });

/** Cart links are addresses for shoppers, never for a search index (robots.txt disallows them too). */
export const noindex = { "X-Robots-Tag": "noindex" } as const;

export async function openCartLink(client: StorefrontClient, lines: string, clientIp: string): Promise<Response> {
  const parsed = parseCartLink(lines);
  if (!parsed.ok) throw data({ reason: parsed.message }, { status: 400, headers: noindex });
  if (client.mode === "shopify") return redirect(client.platformUrl(`/cart/${lines}`), { headers: noindex });
  const verdict = await cartLinkLimiter.hit(clientIp);
  if (!verdict.allowed) {
    log("cart_link.limited", { retryAfterSeconds: verdict.retryAfterSeconds }, "warn");
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    const reason = `Too many cart links from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
    throw data({ reason }, { status: 429, headers: { ...noindex, "Retry-After": String(verdict.retryAfterSeconds) } });
  }
  try {
    const cart = await client.cartCreate(parsed.lines.map(({ variantId, quantity }) => ({ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity })));
    if (cart.checkoutUrl) return redirect(cart.checkoutUrl, { headers: noindex });
  } catch (error) {
    log("cart_link.failed", { message: (error as Error).message.slice(0, 200) }, "warn");
  }
  return redirect("/bag", { headers: noindex });
}
