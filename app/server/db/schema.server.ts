/** The whole database schema: one file per area under ./schema, gathered here for Drizzle and drizzle-kit. */
export * from "./schema/assistant.server.ts";
export * from "./schema/discounts.server.ts";
export * from "./schema/events.server.ts";
export * from "./schema/leads.server.ts";
export * from "./schema/shop.server.ts";
export * from "./schema/owner.server.ts";
export * from "./schema/privacy.server.ts";
export * from "./schema/salon-settings.server.ts";
export * from "./schema/services.server.ts";
export * from "./schema/site.server.ts";
export * from "./schema/photos.server.ts";
export * from "./schema/versions.server.ts";
export * from "./schema/site-words.server.ts";
export * from "./schema/posts.server.ts";
export * from "./schema/campaigns.server.ts";
export * from "./schema/rate-limits.server.ts";
export * from "./schema/cart-keys.server.ts";
