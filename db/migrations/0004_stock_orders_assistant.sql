CREATE TABLE "assistant_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answered" boolean NOT NULL,
	"topic" text,
	"source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "status" SET DEFAULT 'placed';--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "catalogue_quantity" integer;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_number_shop_orders_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."shop_orders"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_questions_created_idx" ON "assistant_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_number","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "shop_variants" DROP COLUMN "available";