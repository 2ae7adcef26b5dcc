CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" varchar(64) NOT NULL,
	"pruned_seq" bigint DEFAULT 0 NOT NULL,
	"pruned_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_pending" (
	"ord" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"op" varchar(8) NOT NULL,
	"old_row" jsonb,
	"new_row" jsonb
);
--> statement-breakpoint
CREATE TABLE "audit_records" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_unit_id" uuid,
	"actor_unit_code" varchar(64),
	"actor_user_id" uuid,
	"actor_user_code" varchar(128),
	"session_family" uuid,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"action" varchar(80) NOT NULL,
	"target_type" varchar(40),
	"target_id" varchar(128),
	"unit_id" uuid,
	"unit_code" varchar(64),
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cas_service_sessions" ADD COLUMN "app_code" varchar(32);--> statement-breakpoint
CREATE INDEX "audit_records_time_idx" ON "audit_records" USING btree ("time");--> statement-breakpoint
CREATE INDEX "audit_records_unit_idx" ON "audit_records" USING btree ("unit_id","seq");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("publish_date") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "messages_expiry_idx" ON "messages" USING btree ("expires_at") WHERE expired_at is null and expires_at is not null;