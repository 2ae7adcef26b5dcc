CREATE TABLE "unit_identity_providers" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"client_secret_sealed" text,
	"user_code_claim" varchar(64) DEFAULT 'preferred_username' NOT NULL,
	"create_accounts" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_identity_providers" ADD CONSTRAINT "unit_identity_providers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;