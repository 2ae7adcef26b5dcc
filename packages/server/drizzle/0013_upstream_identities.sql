CREATE TABLE "upstream_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_by" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "upstream_identities_linked_by_check" CHECK (linked_by in ('password', 'administrator', 'provisioned'))
);
--> statement-breakpoint
ALTER TABLE "upstream_identities" ADD CONSTRAINT "upstream_identities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upstream_identities" ADD CONSTRAINT "upstream_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upstream_identities_subject_idx" ON "upstream_identities" USING btree ("unit_id","issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "upstream_identities_user_idx" ON "upstream_identities" USING btree ("user_id","issuer");