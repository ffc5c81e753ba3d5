import type { OrderStatus } from "../../../lib/shop/order-status.ts";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The embedded storefront: the catalogue (seeded once from app/content/catalogue.ts, then the owner's
 * in /admin), carts and click-and-collect orders. Money is stored in cents (AUD incl. GST).
 */

export const shopProducts = pgTable("shop_products", {
  id: serial("id").primaryKey(),
  handle: text("handle").notNull().unique(),
  title: text("title").notNull(),
  vendor: text("vendor").notNull(),
  productType: text("product_type").notNull(),
  description: text("description").notNull(),
  /** What search engines show under the title; empty means the start of the description. */
  seoDescription: text("seo_description").notNull().default(""),
  /** Hidden by the owner: out of every list, search and the sitemap, its page a 404, and not sold. */
  hidden: boolean("hidden").notNull().default(false),
  tags: jsonb("tags").$type<string[]>().notNull().default([]),
  options: jsonb("options").$type<{ name: string; values: string[] }[]>().notNull().default([]),
  bestSellerRank: integer("best_seller_rank").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shopProductImages = pgTable(
  "shop_product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => shopProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    altText: text("alt_text").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [uniqueIndex("shop_product_images_product_position").on(table.productId, table.position)],
);

export const shopVariants = pgTable(
  "shop_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => shopProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    sku: text("sku").notNull().unique(),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    compareAtCents: integer("compare_at_cents"),
    /** Units on the shelf for the shop. 0 is sold out; checkout takes from it, cancelling gives back, the owner counts it. */
    quantity: integer("quantity").notNull().default(0),
    selectedOptions: jsonb("selected_options").$type<{ name: string; value: string }[]>().notNull().default([]),
    /** Position of the product image that pictures this variant. */
    imagePosition: integer("image_position"),
  },
  (table) => [index("shop_variants_product_idx").on(table.productId, table.position)],
);

export const shopCollections = pgTable("shop_collections", {
  id: serial("id").primaryKey(),
  handle: text("handle").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  imageAlt: text("image_alt"),
  imageWidth: integer("image_width"),
  imageHeight: integer("image_height"),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shopCollectionProducts = pgTable(
  "shop_collection_products",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => shopCollections.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => shopProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] })],
);

/** A bag. The token is the secret part of the cart id (whoever holds it can read and change the cart). */
export const shopCarts = pgTable("shop_carts", {
  token: text("token").primaryKey(),
  buyerCountry: text("buyer_country").notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shopCartLines = pgTable(
  "shop_cart_lines",
  {
    id: text("id").primaryKey(),
    cartToken: text("cart_token")
      .notNull()
      .references(() => shopCarts.token, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => shopVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("shop_cart_lines_cart_variant").on(table.cartToken, table.variantId)],
);

export type OrderItem = { title: string; variantTitle: string | null; id: string; sku: string; quantity: number; priceCents: number };

/** A click-and-collect order placed through the embedded checkout, paid in the salon. */
export const shopOrders = pgTable(
  "shop_orders",
  {
    number: integer("number").primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    cartToken: text("cart_token").notNull().unique(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    fulfilment: text("fulfilment").notNull().default("local_pickup"),
    payment: text("payment").notNull().default("pay_in_salon"),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    items: jsonb("items").$type<OrderItem[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCode: text("discount_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner first opened the order in /admin; null is a new order she has not seen. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /**
     * SHA-256 (hex) of the random token in the buyer's confirmation link: the confirmation shows the order only to
     * a link carrying it. Null for orders placed before links had one, which the confirmation never shows.
     */
    confirmationTokenHash: text("confirmation_token_hash"),
  },
  (table) => [index("shop_orders_created_idx").on(table.createdAt), index("shop_orders_status_idx").on(table.status)],
);

/** Every change of an order's status: from what, to what, who made it, when, and why (a cancellation's reason). */
export const shopOrderEvents = pgTable(
  "shop_order_events",
  {
    id: serial("id").primaryKey(),
    orderNumber: integer("order_number")
      .notNull()
      .references(() => shopOrders.number, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>().notNull(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shop_order_events_order_idx").on(table.orderNumber, table.createdAt)],
);

/** Small key/value state of the shop: the fingerprint of the seeded catalogue, the handles seeded so far. */
export const shopState = pgTable("shop_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
