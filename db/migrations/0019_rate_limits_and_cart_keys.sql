CREATE TABLE "rate_limit_windows" (
	"limit_name" text NOT NULL,
	"client_key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	"previous_hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_limit_name_client_key_pk" PRIMARY KEY("limit_name","client_key")
);
--> statement-breakpoint
CREATE TABLE "shop_cart_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "shop_cart_keys_created_idx" ON "shop_cart_keys" USING btree ("created_at");