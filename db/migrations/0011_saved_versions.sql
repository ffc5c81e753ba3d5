CREATE TABLE "saved_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"body" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_versions_kind_key_idx" ON "saved_versions" USING btree ("kind","key","id");