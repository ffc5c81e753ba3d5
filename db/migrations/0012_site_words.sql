CREATE TABLE "site_words" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_words_kind_key_pk" PRIMARY KEY("kind","key")
);
