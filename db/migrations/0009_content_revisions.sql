CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_revisions_created_idx" ON "content_revisions" USING btree ("created_at");