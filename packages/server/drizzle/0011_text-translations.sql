ALTER TABLE "app_links" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "translations" jsonb;