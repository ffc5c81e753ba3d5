CREATE TABLE "order_money_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_alerts" (
	"problem" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_money_events" ADD CONSTRAINT "order_money_events_order_number_shop_orders_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."shop_orders"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_money_events_order_idx" ON "order_money_events" USING btree ("order_number","created_at");--> statement-breakpoint
CREATE INDEX "order_money_events_created_idx" ON "order_money_events" USING btree ("created_at");