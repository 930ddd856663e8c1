-- The browsers each person has signed in from (ADR 0080): a long-lived cookie marks a browser, and a sign-in from one
-- the person has not used before tells them (the notification "a sign-in from a new browser").
CREATE TABLE "known_browsers" (
	"user_id" integer NOT NULL,
	"id_hash" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_browsers_user_id_id_hash_pk" PRIMARY KEY("user_id","id_hash")
);
--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
