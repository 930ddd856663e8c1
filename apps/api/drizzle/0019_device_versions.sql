-- The machine page's versions (ADR 0084): each change of the app and game versions a machine reported, from the
-- moment the call that reported it was made; written with the calls, and at activation.
CREATE TABLE "device_versions" (
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"app_version" text NOT NULL,
	"game_version" text NOT NULL,
	CONSTRAINT "device_versions_pk" PRIMARY KEY("device_id","at")
);
--> statement-breakpoint
ALTER TABLE "device_versions" ADD CONSTRAINT "device_versions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the machines already there reported before is unknown: their current versions count from their activation.
INSERT INTO "device_versions" ("device_id", "at", "app_version", "game_version")
SELECT "id", "activated_at", "app_version", "game_version" FROM "devices";
