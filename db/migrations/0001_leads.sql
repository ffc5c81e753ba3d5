CREATE TABLE "faq_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"faq_id" text NOT NULL,
	"faq_question" text NOT NULL,
	"helpful" boolean NOT NULL,
	"source_page" text,
	"client_id" text,
	"client_timestamp" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"feedback" text NOT NULL,
	"rating" smallint NOT NULL,
	"sentiment" text NOT NULL,
	"sentiment_score" double precision,
	"client_timestamp" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"event_name" text,
	"dedupe_key" text,
	"name" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"topic" text,
	"topic_label" text,
	"message" text,
	"consent_marketing" boolean DEFAULT false NOT NULL,
	"lead_magnet_title" text,
	"lead_magnet_slug" text,
	"source_page" text,
	"client_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"ref_id" bigint,
	"destination" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"source_page" text,
	"consent_text" text,
	"consent_at" timestamp with time zone,
	"double_opt_in" boolean DEFAULT true NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_feedback_created_idx" ON "faq_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faq_feedback_faq_idx" ON "faq_feedback" USING btree ("faq_id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_dedupe_key_idx" ON "leads" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "leads_form_created_idx" ON "leads" USING btree ("form_name","created_at");--> statement-breakpoint
CREATE INDEX "mail_created_idx" ON "mail" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_to_idx" ON "mail" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("created_at");