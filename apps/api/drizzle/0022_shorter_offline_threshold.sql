-- An owner may now be told after 1 minute offline (ADR 0086): below the late window a threshold only means "as soon
-- as a check-in is missed", which some owners want, and a short threshold lets the console's journey play an outage
-- in about a minute.
ALTER TABLE "coaster_alert_settings" DROP CONSTRAINT "coaster_alert_settings_threshold_check";--> statement-breakpoint
ALTER TABLE "coaster_alert_settings" ADD CONSTRAINT "coaster_alert_settings_threshold_check" CHECK ("coaster_alert_settings"."offline_threshold_minutes" between 1 and 1440);
