ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "cas_service_sessions" ADD COLUMN "app_code" varchar(32);