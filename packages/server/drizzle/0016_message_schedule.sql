ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("publish_date") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "messages_expiry_idx" ON "messages" USING btree ("expires_at") WHERE expired_at is null and expires_at is not null;