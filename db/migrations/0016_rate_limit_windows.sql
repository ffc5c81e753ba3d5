CREATE TABLE "rate_limit_windows" (
	"limit_name" text NOT NULL,
	"client_key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	"previous_hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_limit_name_client_key_pk" PRIMARY KEY("limit_name","client_key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");