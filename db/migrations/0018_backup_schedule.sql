CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"time" text NOT NULL,
	"keep_days" integer NOT NULL,
	"last_day" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
