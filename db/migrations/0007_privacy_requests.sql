CREATE TABLE "privacy_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identifier_kind" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"actor" text NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_identifier_idx" ON "privacy_requests" USING btree ("identifier_hash");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_client_idx" ON "events" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "faq_feedback_client_idx" ON "faq_feedback" USING btree ("client_id");