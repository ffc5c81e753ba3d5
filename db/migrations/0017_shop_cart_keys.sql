CREATE TABLE "shop_cart_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_cart_keys_created_idx" ON "shop_cart_keys" USING btree ("created_at");