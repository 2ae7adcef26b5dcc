CREATE TABLE "managed_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"color" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managed_tags_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "style_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"content_type" varchar(100),
	"enabled" varchar(1) DEFAULT 'T' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_assets_unit_kind_name_uq" UNIQUE("unit_id","kind","name"),
	CONSTRAINT "style_assets_kind_check" CHECK (kind in ('file', 'html', 'css', 'javascript', 'vue')),
	CONSTRAINT "style_assets_enabled_check" CHECK (enabled in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "user_managed_tags" (
	"user_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "user_managed_tags_user_id_tag_id_pk" PRIMARY KEY("user_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoke_reason_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "managed_tags" ADD CONSTRAINT "managed_tags_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_assets" ADD CONSTRAINT "style_assets_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managed_tags" ADD CONSTRAINT "user_managed_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managed_tags" ADD CONSTRAINT "user_managed_tags_tag_id_managed_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."managed_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_managed_tags_tag_idx" ON "user_managed_tags" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoke_reason_check" CHECK (revoke_reason in ('logout', 'repeatLogin', 'switchUnit', 'password', 'admin', 'idle'));