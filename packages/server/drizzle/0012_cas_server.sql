CREATE TABLE "cas_login_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"renew" boolean DEFAULT false NOT NULL,
	"stale_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cas_service_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"service" text NOT NULL,
	"ticket" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "kind" varchar(8) DEFAULT 'portico' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "renewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cas_service_sessions" ADD CONSTRAINT "cas_service_sessions_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cas_login_requests_expires_idx" ON "cas_login_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cas_service_sessions_family_idx" ON "cas_service_sessions" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_kind_check" CHECK (kind in ('portico', 'cas'));