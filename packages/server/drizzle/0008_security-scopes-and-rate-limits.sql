CREATE TABLE "rate_limit_hits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translations" DROP CONSTRAINT "translations_app_lang_key_uq";--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_app_lang_key_unit_uq" UNIQUE NULLS NOT DISTINCT("app_code","lang","key","unit_id");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK (purpose in ('RESET_PASSWORD', 'BIND_EMAIL', 'MOBILE_LOGIN', 'UNLOCK_ACCOUNT'));