ALTER TABLE "units" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_language_check" CHECK (language in ('zh-CN', 'en-US'));