import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes in PostgreSQL's bytea: node-postgres and PGlite both hand back a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The owner's photos, kept in the database so every instance on the same PostgreSQL serves them.
 * `key` is a hash of the uploaded file; width and height are those of the widest variant.
 */
export const photos = pgTable("photos", {
  key: text("key").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each width and format made of a photo, served at /photos/<key>-<width>.<format>. */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoKey: text("photo_key")
      .notNull()
      .references(() => photos.key, { onDelete: "cascade" }),
    format: text("format").$type<"avif" | "webp">().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoKey, table.width, table.format] })],
);

/**
 * The photos of the salon's own pages, one per slot of the shot list (the home hero, her portrait, a service
 * category, a gift pack's contents …); the drawn art shows where none is set. The focus is the point of the
 * photo, in percent from the top left, kept in view when a page crops it.
 */
export const salonPhotos = pgTable(
  "salon_photos",
  {
    place: text("place").primaryKey(),
    photoKey: text("photo_key")
      .notNull()
      .references(() => photos.key),
    altText: text("alt_text").notNull(),
    focusX: integer("focus_x").notNull().default(50),
    focusY: integer("focus_y").notNull().default(50),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("salon_photos_photo_idx").on(table.photoKey)],
);
