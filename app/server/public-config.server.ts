import type { PublicConfig } from "~/lib/public-config";
import { fulfilmentFor, type Fulfilment } from "../lib/shop/fulfilment.ts";
import { env, type Env } from "./env.server.ts";

export function publicConfig(): PublicConfig {
  const config = env();
  return {
    ga4Id: config.GA4_ID ?? null,
    metaPixelId: config.META_PIXEL_ID ?? null,
    reviewWidgetSrc: config.REVIEW_WIDGET_SRC ?? null,
    chatWidgetSrc: config.CHAT_WIDGET_SRC ?? null,
    mapEmbedUrl: config.MAP_EMBED_URL ?? null,
  };
}

/**
 * The one switch for the shop's wording (lib/shop/fulfilment.ts): pick-up while the embedded storefront sells,
 * shipping when a Shopify store is connected. Read by the root loader (so every page renders the
 * right words) and by loaders that build content, such as FAQ answers and their JSON-LD.
 */
export function fulfilment(config: Pick<Env, "SHOPIFY_STORE_DOMAIN" | "SHOPIFY_STOREFRONT_TOKEN"> = env()): Fulfilment {
  // The same two settings that make storefrontSettings() sell through Shopify (the domain is validated at start).
  return fulfilmentFor(config.SHOPIFY_STORE_DOMAIN && config.SHOPIFY_STOREFRONT_TOKEN ? "shopify" : "embedded");
}
