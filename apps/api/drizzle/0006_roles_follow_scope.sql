-- `roles` is the scope as a one-element array, written by the database (ADR 0050): stored apart from the scope, an
-- admin's scope change left it behind, and GET /api/me answered the old role for as long as the account lived.
ALTER TABLE "users" DROP COLUMN "roles";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] GENERATED ALWAYS AS (ARRAY["scope"]) STORED NOT NULL;
