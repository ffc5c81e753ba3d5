CREATE TABLE "owner_login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"device" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"password_stamp" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "owner_login_attempts_at_idx" ON "owner_login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "owner_login_attempts_ip_idx" ON "owner_login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "owner_login_attempts_device_idx" ON "owner_login_attempts" USING btree ("device","at");--> statement-breakpoint
CREATE INDEX "owner_sessions_expires_idx" ON "owner_sessions" USING btree ("expires_at");