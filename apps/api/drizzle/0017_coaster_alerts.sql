-- Coaster alerts (ADR 0086): an owner's settings per machine, and every alert episode that was told, keyed so that an
-- episode is told once however many processes evaluate it, in the transaction of its notifications.
CREATE TABLE "coaster_alert_settings" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"offline_threshold_minutes" integer NOT NULL,
	"opening_hours" jsonb,
	"snoozed_until" timestamp with time zone,
	"snoozed_until_back_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaster_alert_settings_threshold_check" CHECK ("coaster_alert_settings"."offline_threshold_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "coaster_alert_settings" ADD CONSTRAINT "coaster_alert_settings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "coaster_alerts" (
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"episode_started_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "coaster_alerts_pk" PRIMARY KEY("subject","kind","episode_started_at"),
	CONSTRAINT "coaster_alerts_kind_check" CHECK ("coaster_alerts"."kind" in ('offline', 'stillOffline3h', 'stillOffline24h', 'backOnline', 'runway7', 'runway3', 'runway1', 'venueOutage', 'runwayWatchList', 'outdatedAppVersions'))
);
--> statement-breakpoint
-- The outages told and not yet over: what the evaluation reads for "back online".
CREATE INDEX "coaster_alerts_open_idx" ON "coaster_alerts" USING btree ("subject") WHERE "coaster_alerts"."kind" = 'offline' and "coaster_alerts"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('accountBlocked', 'accountUnblocked', 'temporaryUnblockGranted', 'temporaryUnblockEnded', 'coinsInserted', 'licenseCreated', 'licenseRevoked', 'debitAwaitingApproval', 'debitDecided', 'newSignIn', 'secondFactorChanged', 'coasterOffline', 'coasterStillOffline', 'coasterBackOnline', 'walletRunwayLow', 'venueOutage', 'runwayWatchList', 'outdatedAppVersions'));--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('accountBlocked', 'accountUnblocked', 'temporaryUnblockGranted', 'temporaryUnblockEnded', 'coinsInserted', 'licenseCreated', 'licenseRevoked', 'debitAwaitingApproval', 'debitDecided', 'newSignIn', 'secondFactorChanged', 'coasterOffline', 'coasterStillOffline', 'coasterBackOnline', 'walletRunwayLow', 'venueOutage', 'runwayWatchList', 'outdatedAppVersions'));
