-- Coaster statuses (ADR 0084): a machine's current run of calls (none further apart than the online window) starts at
-- `online_since`; `switched_off_at` is its announced shutdown, cleared by its next call. Runs that ended are kept in
-- `device_online_runs`, closed by the call that finds them over or by the shutdown, for uptime and the machine's history.
ALTER TABLE "devices" ADD COLUMN "online_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "switched_off_at" timestamp with time zone;--> statement-breakpoint
-- Nobody knows when the machines already there came online: their run starts at their last call.
UPDATE "devices" SET "online_since" = "last_seen_at";--> statement-breakpoint
CREATE TABLE "device_online_runs" (
	"device_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"ended_by" text NOT NULL,
	CONSTRAINT "device_online_runs_pk" PRIMARY KEY("device_id","started_at"),
	CONSTRAINT "device_online_runs_ended_by_check" CHECK ("device_online_runs"."ended_by" in ('lost', 'switchedOff')),
	CONSTRAINT "device_online_runs_order_check" CHECK ("device_online_runs"."ended_at" >= "device_online_runs"."started_at")
);
--> statement-breakpoint
ALTER TABLE "device_online_runs" ADD CONSTRAINT "device_online_runs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Uptime reads the runs of a machine that ended within its window.
CREATE INDEX "device_online_runs_device_ended_idx" ON "device_online_runs" USING btree ("device_id","ended_at");
