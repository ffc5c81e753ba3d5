CREATE TABLE "menu_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"display_name" text,
	"intro" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_slug" CHECK ("menu_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "menu_seeds" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text,
	"subtitle" text,
	"duration" text,
	"service_count" integer,
	"price_text" text NOT NULL,
	"price_cents" integer NOT NULL,
	"price_from" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"page" jsonb,
	"booking_url" text,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"price_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "menu_services_slug" CHECK ("menu_services"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "menu_services_price" CHECK ("menu_services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_services" ADD CONSTRAINT "menu_services_category_slug_menu_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."menu_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_services_category_idx" ON "menu_services" USING btree ("category_slug","position");