CREATE TABLE "message_recipients" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_state" varchar(1) DEFAULT 'F' NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id"),
	CONSTRAINT "message_recipients_read_state_check" CHECK (read_state in ('T', 'F'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"level" varchar(8) DEFAULT 'INFO' NOT NULL,
	"type" varchar(8) DEFAULT 'PRIVATE' NOT NULL,
	"is_show" varchar(1) DEFAULT 'F' NOT NULL,
	"publisher_user_id" uuid,
	"publisher_unit_id" uuid,
	"src_usercode" varchar(64),
	"src_username" varchar(100),
	"src_orgname" varchar(200),
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"target_app_code" varchar(32),
	"audience" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_level_check" CHECK (level in ('INFO', 'WARN', 'SERIOUS')),
	CONSTRAINT "messages_type_check" CHECK (type in ('PRIVATE', 'NOTICE', 'SYSTEM', 'PUBLIC')),
	CONSTRAINT "messages_is_show_check" CHECK (is_show in ('T', 'F'))
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_publisher_user_id_users_id_fk" FOREIGN KEY ("publisher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_publisher_unit_id_units_id_fk" FOREIGN KEY ("publisher_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_recipients_user_state_idx" ON "message_recipients" USING btree ("user_id","read_state");--> statement-breakpoint
CREATE INDEX "messages_publish_date_idx" ON "messages" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "messages_publisher_unit_idx" ON "messages" USING btree ("publisher_unit_id");