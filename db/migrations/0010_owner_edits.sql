CREATE TABLE "hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"opens" text,
	"closes" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_exceptions_range" CHECK ("hours_exceptions"."ends_on" >= "hours_exceptions"."starts_on"),
	CONSTRAINT "hours_exceptions_hours" CHECK (("hours_exceptions"."opens" is null) = ("hours_exceptions"."closes" is null) and ("hours_exceptions"."opens" is null or "hours_exceptions"."opens" < "hours_exceptions"."closes"))
);
--> statement-breakpoint
CREATE TABLE "opening_week" (
	"day" text PRIMARY KEY NOT NULL,
	"opens" text,
	"closes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_week_hours" CHECK (("opening_week"."opens" is null) = ("opening_week"."closes" is null) and ("opening_week"."opens" is null or "opening_week"."opens" < "opening_week"."closes"))
);
--> statement-breakpoint
CREATE TABLE "promo_banner" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"with_offer" boolean NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"starts_on" date,
	"ends_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_banner_one_row" CHECK ("promo_banner"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_key_width_format_pk" PRIMARY KEY("photo_key","width","format")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_photos" (
	"place" text PRIMARY KEY NOT NULL,
	"photo_key" text NOT NULL,
	"alt_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_key_photos_key_fk" FOREIGN KEY ("photo_key") REFERENCES "public"."photos"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_photos" ADD CONSTRAINT "salon_photos_photo_key_photos_key_fk" FOREIGN KEY ("photo_key") REFERENCES "public"."photos"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hours_exceptions_ends_idx" ON "hours_exceptions" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "salon_photos_photo_idx" ON "salon_photos" USING btree ("photo_key");--> statement-breakpoint
ALTER TABLE "shop_variants" DROP COLUMN "catalogue_quantity";