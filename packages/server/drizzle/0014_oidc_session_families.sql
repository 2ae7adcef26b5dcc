CREATE TABLE "oidc_session_families" (
	"session_uid" varchar(128) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "oidc_session_families_family_idx" ON "oidc_session_families" USING btree ("family_id");