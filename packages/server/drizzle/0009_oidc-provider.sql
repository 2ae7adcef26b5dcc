CREATE TABLE "oidc_clients" (
	"client_id" varchar(64) PRIMARY KEY NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"secret_hash" varchar(64),
	"redirect_uris" jsonb NOT NULL,
	"post_logout_redirect_uris" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"backchannel_logout_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_clients_app_code_unique" UNIQUE("app_code")
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"use" varchar(8) NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" varchar(32) NOT NULL,
	"id" varchar(128) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(128),
	"user_code" varchar(128),
	"uid" varchar(128),
	"account_id" varchar(64),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "oidc_clients" ADD CONSTRAINT "oidc_clients_app_code_apps_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."apps"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree ("account_id");