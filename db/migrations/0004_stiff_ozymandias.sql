CREATE TABLE "assistant_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answered" boolean NOT NULL,
	"topic" text,
	"source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_created_idx" ON "assistant_questions" USING btree ("created_at");