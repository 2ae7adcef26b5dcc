CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"descript" varchar(200) NOT NULL,
	CONSTRAINT "areas_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "user_units" (
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"is_admin" varchar(1) DEFAULT 'F' NOT NULL,
	"is_agent_admin" varchar(1) DEFAULT 'F' NOT NULL,
	"can_login" varchar(1) DEFAULT 'T' NOT NULL,
	CONSTRAINT "user_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id"),
	CONSTRAINT "user_units_is_admin_check" CHECK (is_admin in ('T', 'F')),
	CONSTRAINT "user_units_is_agent_admin_check" CHECK (is_agent_admin in ('T', 'F')),
	CONSTRAINT "user_units_can_login_check" CHECK (can_login in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "app_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"url" text,
	"icon" text,
	"icon_name" varchar(64),
	"color" varchar(16),
	"descript" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_links_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "app_macros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"macro_code" varchar(64) NOT NULL,
	"config" text NOT NULL,
	"type" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" varchar(1) DEFAULT 'T' NOT NULL,
	CONSTRAINT "app_macros_app_code_uq" UNIQUE("app_code","macro_code"),
	CONSTRAINT "app_macros_state_check" CHECK (state in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "app_open_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"step" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"remark" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_open_steps_uq" UNIQUE("unit_id","app_code","step"),
	CONSTRAINT "app_open_steps_status_check" CHECK (status in ('PENDING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"parent_id" uuid,
	"kind" varchar(8) DEFAULT 'MENU' NOT NULL,
	"identity" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"path" text,
	"link" text,
	"win_type" varchar(12) DEFAULT 'ROUTE' NOT NULL,
	"stretch" varchar(1) DEFAULT 'F' NOT NULL,
	"icon" varchar(200),
	"tip" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_app_identity_uq" UNIQUE("app_code","identity"),
	CONSTRAINT "menus_kind_check" CHECK (kind in ('MENU', 'BUTTON')),
	CONSTRAINT "menus_win_type_check" CHECK (win_type in ('ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK')),
	CONSTRAINT "menus_stretch_check" CHECK (stretch in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"type" varchar(12) NOT NULL,
	"parent_id" uuid,
	"code" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"url" text,
	"descript" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_app_type_code_uq" UNIQUE("app_code","type","code"),
	CONSTRAINT "resources_type_check" CHECK (type in ('OPERATION', 'REPORT'))
);
--> statement-breakpoint
CREATE TABLE "data_auth_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "data_auth_contents_group_code_uq" UNIQUE("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "data_auth_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"app_code" varchar(32),
	"code" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "data_auth_groups_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "department_roles" (
	"department_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "department_roles_department_id_role_id_pk" PRIMARY KEY("department_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "role_children" (
	"role_id" uuid NOT NULL,
	"child_role_id" uuid NOT NULL,
	CONSTRAINT "role_children_role_id_child_role_id_pk" PRIMARY KEY("role_id","child_role_id"),
	CONSTRAINT "role_children_not_self_check" CHECK (role_id <> child_role_id)
);
--> statement-breakpoint
CREATE TABLE "role_dispatches" (
	"role_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	CONSTRAINT "role_dispatches_role_id_unit_id_pk" PRIMARY KEY("role_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "role_resources" (
	"role_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "role_resources_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"descript" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_group" varchar(64),
	"is_template" varchar(1) DEFAULT 'F' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_unit_code_uq" UNIQUE("unit_id","code"),
	CONSTRAINT "roles_is_template_check" CHECK (is_template in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "user_data_auths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"content_id" uuid,
	"scope" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_data_auths_scope_check" CHECK (scope in ('system', 'unit', 'degree'))
);
--> statement-breakpoint
CREATE TABLE "user_menus" (
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "user_menus_user_id_unit_id_menu_id_pk" PRIMARY KEY("user_id","unit_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "user_resources" (
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "user_resources_user_id_unit_id_resource_id_pk" PRIMARY KEY("user_id","unit_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_unit_id_role_id_pk" PRIMARY KEY("user_id","unit_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"descript" varchar(200) NOT NULL,
	"theme" varchar(64),
	"login_page" varchar(200),
	"logo_url" text,
	"background_url" text,
	"copy_right" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "code_dicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"code" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"descript" varchar(200),
	"is_halt" varchar(1) DEFAULT 'F' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_dicts_app_code_uq" UNIQUE("app_code","code"),
	CONSTRAINT "code_dicts_is_halt_check" CHECK (is_halt in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" varchar(253) NOT NULL,
	"unit_id" uuid NOT NULL,
	"brand_code" varchar(64),
	"logo_url" text,
	"background_url" text,
	"copy_right" varchar(300),
	"login_page" varchar(200),
	CONSTRAINT "domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"image" text,
	"image_type" varchar(64),
	"icon" text,
	"icon_type" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"value" text NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parameters_unit_code_uq" UNIQUE("unit_id","code")
);
--> statement-breakpoint
CREATE TABLE "remind_tones" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"tone_url" text NOT NULL,
	"time" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"key" varchar(200) NOT NULL,
	"value" text NOT NULL,
	"page" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_app_lang_key_uq" UNIQUE("app_code","lang","key"),
	CONSTRAINT "translations_lang_check" CHECK (lang in ('zh-CN', 'en-US'))
);
--> statement-breakpoint
CREATE TABLE "ip_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"group_name" varchar(64) DEFAULT 'default' NOT NULL,
	"ip" varchar(64) NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "ip_whitelist_unit_ip_uq" UNIQUE("unit_id","ip")
);
--> statement-breakpoint
CREATE TABLE "login_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" uuid,
	"weekdays" varchar(7) DEFAULT '1111111' NOT NULL,
	"start_time" varchar(5) DEFAULT '00:00' NOT NULL,
	"end_time" varchar(5) DEFAULT '23:59' NOT NULL,
	"enabled" varchar(1) DEFAULT 'T' NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "login_limits_enabled_check" CHECK (enabled in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(4) DEFAULT 'mail' NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "mail_outbox_channel_check" CHECK (channel in ('mail', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "security_exceptions" (
	"unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	CONSTRAINT "security_exceptions_unit_id_user_id_kind_pk" PRIMARY KEY("unit_id","user_id","kind"),
	CONSTRAINT "security_exceptions_kind_check" CHECK (kind in ('ALL', 'IP', 'SMS', 'REPEAT_LOGIN', 'LOGIN_LIMIT'))
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"ip_whitelist" varchar(1) DEFAULT 'F' NOT NULL,
	"sms_validation" varchar(1) DEFAULT 'F' NOT NULL,
	"lock_screen_minutes" integer,
	"repeat_login" varchar(1) DEFAULT 'F' NOT NULL,
	"max_failed_attempts" integer DEFAULT 5 NOT NULL,
	"lock_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_ip_whitelist_check" CHECK (ip_whitelist in ('T', 'F')),
	CONSTRAINT "security_settings_sms_validation_check" CHECK (sms_validation in ('T', 'F')),
	CONSTRAINT "security_settings_repeat_login_check" CHECK (repeat_login in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"session_id" uuid NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"user_id" uuid NOT NULL,
	"target" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_purpose_check" CHECK (purpose in ('RESET_PASSWORD', 'BIND_EMAIL', 'MOBILE_LOGIN'))
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "status" varchar(8) DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "app_code" varchar(32);--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "reason" varchar(32);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "app_code" varchar(32);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoke_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "unit_apps" ADD COLUMN "sso" varchar(1) DEFAULT 'T' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "area_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "idcard" varchar(18);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" varchar(6);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expire_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked" varchar(1) DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_supplier_admin" varchar(1) DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "use_dept_role" varchar(1) DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pms_account" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_open_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_followed" varchar(1) DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "create_user" varchar(64);--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_links" ADD CONSTRAINT "app_links_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_macros" ADD CONSTRAINT "app_macros_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_open_steps" ADD CONSTRAINT "app_open_steps_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_open_steps" ADD CONSTRAINT "app_open_steps_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_auth_contents" ADD CONSTRAINT "data_auth_contents_group_id_data_auth_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_auth_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_auth_groups" ADD CONSTRAINT "data_auth_groups_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_roles" ADD CONSTRAINT "department_roles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_roles" ADD CONSTRAINT "department_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_children" ADD CONSTRAINT "role_children_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_children" ADD CONSTRAINT "role_children_child_role_id_roles_id_fk" FOREIGN KEY ("child_role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_dispatches" ADD CONSTRAINT "role_dispatches_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_dispatches" ADD CONSTRAINT "role_dispatches_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_auths" ADD CONSTRAINT "user_data_auths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_auths" ADD CONSTRAINT "user_data_auths_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_auths" ADD CONSTRAINT "user_data_auths_group_id_data_auth_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_auth_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_auths" ADD CONSTRAINT "user_data_auths_content_id_data_auth_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."data_auth_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_dicts" ADD CONSTRAINT "code_dicts_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remind_tones" ADD CONSTRAINT "remind_tones_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_whitelist" ADD CONSTRAINT "ip_whitelist_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_limits" ADD CONSTRAINT "login_limits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_limits" ADD CONSTRAINT "login_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_exceptions" ADD CONSTRAINT "security_exceptions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_exceptions" ADD CONSTRAINT "security_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_settings" ADD CONSTRAINT "security_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_units_unit_idx" ON "user_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_data_auths_user_idx" ON "user_data_auths" USING btree ("user_id","unit_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "translations_pull_idx" ON "translations" USING btree ("app_code","lang","updated_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_area_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent_idx" ON "sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_department_idx" ON "users" USING btree ("department_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_pms_uq" UNIQUE("unit_id","pms_account");--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_status_check" CHECK (status in ('enabled', 'disabled'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoke_reason_check" CHECK (revoke_reason in ('logout', 'repeatLogin', 'switchUnit', 'password', 'admin'));--> statement-breakpoint
ALTER TABLE "unit_apps" ADD CONSTRAINT "unit_apps_sso_check" CHECK (sso in ('T', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sex_check" CHECK (sex in ('male', 'female'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locked_check" CHECK (locked in ('T', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_is_supplier_admin_check" CHECK (is_supplier_admin in ('T', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_use_dept_role_check" CHECK (use_dept_role in ('T', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wechat_followed_check" CHECK (wechat_followed in ('T', 'F'));