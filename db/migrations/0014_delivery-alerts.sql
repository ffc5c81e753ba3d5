CREATE TABLE "delivery_alerts" (
	"problem" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
