-- Live coaster statuses (ADR 0089): a status follows from time (a machine turns late, then offline, by not calling),
-- so no write tells of it. Each licence's last told status is kept here; a watcher in every process compares the
-- statuses of now with these marks every 2 s and tells the owner (`coasters`) and staff (`fleet`) of the ones that
-- moved. Row locks on the marks make two processes tell one change once.
CREATE TABLE "coaster_status_marks" (
	"license_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaster_status_marks_status_check" CHECK ("coaster_status_marks"."status" in ('online', 'late', 'offline', 'switchedOff', 'notActivated', 'replaced', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "coaster_status_marks" ADD CONSTRAINT "coaster_status_marks_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row: when staff were last told of new rides (rides today on the fleet page), at most once every few seconds.
CREATE TABLE "fleet_rides_marks" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fleet_rides_marks_one_row" CHECK ("fleet_rides_marks"."id")
);
--> statement-breakpoint
INSERT INTO "fleet_rides_marks" ("id", "told_at") VALUES (true, 'epoch');--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_kind_check";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_kind_check" CHECK ("live_events"."kind" in ('notifications', 'wallet', 'blocking', 'licenses', 'rides', 'coasters', 'fleet'));--> statement-breakpoint
-- As for rides: one waiting row per person, moved forward by each change, so a burst is one event a person.
CREATE UNIQUE INDEX "live_events_coasters_unique" ON "live_events" USING btree ("user_id") WHERE "live_events"."kind" = 'coasters';--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_fleet_unique" ON "live_events" USING btree ("user_id") WHERE "live_events"."kind" = 'fleet';--> statement-breakpoint
-- The watcher asks whether any account's rides moved since staff were last told.
CREATE INDEX "live_events_rides_created_idx" ON "live_events" USING btree ("created_at") WHERE "live_events"."kind" = 'rides';
