import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BlogCta, ProductModule } from "../../../lib/blog-frontmatter.ts";
import { photos } from "./photos.server.ts";

/**
 * The owner's blog posts. The database is the truth: the Markdown files in the repository only seed it once.
 * A post is shown from `publish_at` on; without it, it is a draft (never published, or taken down).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    /** The address, /blog/<slug>: set when the post is written and never changed, so links to it keep working. */
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    /** The meta description, also the excerpt on cards and in the feed. */
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    /** Markdown: the introduction, then `## ` sections, with `::widget` lines and `::: pickup`/`::: shipping` blocks. */
    body: text("body").notNull(),
    readTime: text("read_time").notNull(),
    cta: jsonb("cta").$type<BlogCta>().notNull(),
    productModule: jsonb("product_module").$type<ProductModule>(),
    /** What the hero shows, for screen readers: the photo's description, or the drawn art's. */
    imageAlt: text("image_alt").notNull(),
    /** The drawn picture shown without a photo (a seeded post's own); null shows the drawing of its category. */
    art: text("art"),
    /** Her hero photo; without one the drawn art is shown. */
    photoKey: text("photo_key").references(() => photos.key),
    /** The point of the photo kept in view when it is cropped, in percent from the left and from the top. */
    focusX: integer("focus_x").notNull().default(50),
    focusY: integer("focus_y").notNull().default(50),
    /** Shown from this instant on (a future one is a scheduled post); null is a draft. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_publish_idx").on(table.publishAt), index("blog_posts_photo_idx").on(table.photoKey)],
);

/** Every slug the repository's posts have seeded, so a post she deleted is never seeded again. */
export const blogSeededSlugs = pgTable("blog_seeded_slugs", {
  slug: text("slug").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
