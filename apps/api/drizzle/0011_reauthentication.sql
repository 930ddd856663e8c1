-- Re-authentication for sensitive acts (ADR 0058): when the session's owner last proved who they are, by the
-- sign-in itself or a later password or factor check. Sessions opened before this column existed count their
-- sign-in as that proof.
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "authenticated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "authenticated_at" SET NOT NULL;
