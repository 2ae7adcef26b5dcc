-- Keep the department a user already had: the free-text dept_name becomes a department row of the
-- user's unit (code = name, trimmed to the column length) before the column goes.
INSERT INTO "departments" ("unit_id", "code", "name")
SELECT DISTINCT "unit_id", left("dept_name", 64), "dept_name" FROM "users"
WHERE "dept_name" IS NOT NULL AND "dept_name" <> ''
ON CONFLICT ("unit_id", "code") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "department_id" = d."id" FROM "departments" d
WHERE d."unit_id" = "users"."unit_id" AND d."code" = left("users"."dept_name", 64)
AND "users"."department_id" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "dept_name";
