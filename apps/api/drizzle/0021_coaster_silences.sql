-- Online but silent, as last evaluated (ADR 0090): silence probes four weeks of rides per machine, too slow for each
-- read of the fleet page at 10,000 machines. The evaluation of silences (a job every 10 minutes) keeps one row per
-- licence whose machine it found silent; a read takes it while that machine holds the slot, has stayed online since
-- and has played nothing in the stretch.
CREATE TABLE "coaster_silences" (
	"license_id" integer PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coaster_silences" ADD CONSTRAINT "coaster_silences_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaster_silences" ADD CONSTRAINT "coaster_silences_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
