CREATE TABLE "apps" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"descript" varchar(200) NOT NULL,
	"logo" text,
	"s_logo" text,
	"href" text,
	"sso" varchar(1) DEFAULT 'T' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apps_sso_check" CHECK (sso in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_code" varchar(64) NOT NULL,
	"user_code" varchar(64) NOT NULL,
	"user_name" varchar(100),
	"login_date" timestamp with time zone DEFAULT now() NOT NULL,
	"login_state" varchar(8) NOT NULL,
	"ip" varchar(64),
	CONSTRAINT "login_logs_state_check" CHECK (login_state in ('success', 'failure'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_apps" (
	"unit_id" uuid NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "unit_apps_unit_id_app_code_pk" PRIMARY KEY("unit_id","app_code")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(64) NOT NULL,
	"descript" varchar(200) NOT NULL,
	"type" varchar(8) NOT NULL,
	"parent_id" uuid,
	"logo" text,
	"theme" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "units_code_unique" UNIQUE("code"),
	CONSTRAINT "units_type_check" CHECK (type in ('COMPAN', 'HOTEL', 'OTA', 'TRAVEL', 'SUPPLI', 'DISTRI', 'ALLIAN'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"email" varchar(254),
	"mobile" varchar(32),
	"dept_name" varchar(100),
	"status" varchar(8) DEFAULT 'enabled' NOT NULL,
	"first_login" varchar(1) DEFAULT 'F' NOT NULL,
	"is_backdoor" varchar(1) DEFAULT 'F' NOT NULL,
	"can_use_backdoor" varchar(1) DEFAULT 'F' NOT NULL,
	"receive_message" varchar(1) DEFAULT 'T' NOT NULL,
	"pwd_changed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_unit_code_uq" UNIQUE("unit_id","user_code"),
	CONSTRAINT "users_status_check" CHECK (status in ('enabled', 'disabled')),
	CONSTRAINT "users_first_login_check" CHECK (first_login in ('T', 'F')),
	CONSTRAINT "users_is_backdoor_check" CHECK (is_backdoor in ('T', 'F')),
	CONSTRAINT "users_can_use_backdoor_check" CHECK (can_use_backdoor in ('T', 'F')),
	CONSTRAINT "users_receive_message_check" CHECK (receive_message in ('T', 'F'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_apps" ADD CONSTRAINT "unit_apps_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_apps" ADD CONSTRAINT "unit_apps_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_logs_date_idx" ON "login_logs" USING btree ("login_date");--> statement-breakpoint
CREATE INDEX "login_logs_unit_idx" ON "login_logs" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "units_parent_idx" ON "units" USING btree ("parent_id");