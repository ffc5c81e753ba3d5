import type { PublicConfig } from "~/lib/public-config";
import { env } from "./env.server.ts";

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
