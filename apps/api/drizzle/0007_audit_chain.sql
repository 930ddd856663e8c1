-- An audit entry that can settle a dispute (ADR 0054): where its request came from, and a hash chain that shows
-- whether any entry was altered, removed or reordered since it was written.
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "session_ref" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The canonical form of an entry is the JSON text PostgreSQL writes for this array (jsonb keeps its keys sorted and
-- its spacing fixed), the time in microseconds since 1970 so that no time zone setting changes it.
CREATE FUNCTION "audit_entry_hash"(
	"previous_hash" text, "created_at" timestamp with time zone, "actor_user_id" integer, "action" text,
	"target_type" text, "target_id" text, "before" jsonb, "after" jsonb, "ip" text, "session_ref" text,
	"request_id" text, "user_agent" text
) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(jsonb_build_array(
		"previous_hash", (extract(epoch FROM "created_at") * 1000000)::bigint, "actor_user_id", "action", "target_type",
		"target_id", "before", "after", "ip", "session_ref", "request_id", "user_agent"
	)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- One row: the last entry of the chain. Appending updates it in the entry's own transaction, so appends wait for
-- each other and never fork the chain; its last id and hash also show an entry removed from the end.
CREATE TABLE "audit_chain_head" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" bigint NOT NULL,
	"previous_hash" text NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "audit_chain_head_one_row_check" CHECK ("id")
);--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_kept" BEFORE DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_no_truncate" BEFORE TRUNCATE ON "audit_chain_head" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
-- The entries written before this migration are chained here, in id order, as they stand: the chain vouches for
-- them from now on, not for what happened to them before.
DO $$
DECLARE
	entry record;
	previous text := repeat('0', 64);
	chained text := repeat('0', 64);
	last bigint := 0;
BEGIN
	ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";
	FOR entry IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
		previous := chained;
		chained := "audit_entry_hash"(previous, entry."created_at", entry."actor_user_id", entry."action",
			entry."target_type", entry."target_id", entry."before", entry."after", NULL, NULL, NULL, NULL);
		UPDATE "audit_log" SET "previous_hash" = previous, "hash" = chained WHERE "id" = entry."id";
		last := entry."id";
	END LOOP;
	ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
	INSERT INTO "audit_chain_head" ("last_id", "previous_hash", "last_hash") VALUES (last, previous, chained);
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "previous_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;
