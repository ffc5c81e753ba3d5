ALTER TABLE "shop_orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;