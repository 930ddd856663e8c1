-- Rollups of rides per licence and local day, and per licence and local month, in each zone reports group by
-- (ADR 0028). They are kept exact by statement triggers on rides, in the transaction that writes the rides.
CREATE TABLE "ride_rollup_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_days" (
	"zone" text NOT NULL,
	"license_id" integer NOT NULL,
	"day" date NOT NULL,
	"rides" integer NOT NULL,
	"customers" bigint NOT NULL,
	"charged" bigint NOT NULL,
	"credits_added" bigint NOT NULL,
	"credits_add_on_keyboard" bigint NOT NULL,
	"credits_expired" bigint NOT NULL,
	"last_synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_days_pk" PRIMARY KEY("zone","license_id","day")
);
--> statement-breakpoint
CREATE TABLE "ride_months" (
	"zone" text NOT NULL,
	"license_id" integer NOT NULL,
	"month" date NOT NULL,
	"active_days" integer NOT NULL,
	"rides" integer NOT NULL,
	"customers" bigint NOT NULL,
	"charged" bigint NOT NULL,
	"credits_added" bigint NOT NULL,
	"credits_add_on_keyboard" bigint NOT NULL,
	"credits_expired" bigint NOT NULL,
	"last_synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_months_pk" PRIMARY KEY("zone","license_id","month")
);
--> statement-breakpoint
CREATE INDEX "ride_days_zone_day_idx" ON "ride_days" USING btree ("zone","day","license_id");--> statement-breakpoint
-- Reads of every licence over a range of months scan this index alone (it holds every column they sum).
CREATE INDEX "ride_months_zone_month_idx" ON "ride_months" USING btree ("zone","month","license_id") INCLUDE ("active_days","rides","customers","charged","credits_added","credits_add_on_keyboard","credits_expired","last_synced_at");--> statement-breakpoint
-- Reads of the rollups take milliseconds: starting parallel workers would cost more than they save.
ALTER TABLE "ride_days" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "ride_months" SET (parallel_workers = 0);--> statement-breakpoint
-- A zone's rollups built from the rides there are. Writers of rides are held off (SHARE lock) until the zone is
-- registered, so none can commit rides it aggregated without the new zone; a zone PostgreSQL does not know is skipped.
CREATE FUNCTION "ride_rollups_add_zone"(new_zone text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM ride_rollup_zones WHERE zone = new_zone) THEN RETURN false; END IF;
	BEGIN
		PERFORM now() AT TIME ZONE new_zone;
	EXCEPTION WHEN invalid_parameter_value THEN
		RETURN false;
	END;
	LOCK TABLE rides IN SHARE MODE;
	INSERT INTO ride_rollup_zones (zone) VALUES (new_zone) ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN RETURN false; END IF;
	INSERT INTO ride_days (zone, license_id, day, rides, customers, charged, credits_added, credits_add_on_keyboard,
	                       credits_expired, last_synced_at)
	SELECT new_zone, license_id, local_day, count(*), sum(customers_amount), sum(charged_amount), sum(credits_added),
	       sum(credits_add_on_keyboard), sum(credits_expired), max(synced_at)
	FROM (SELECT r.*, (r.consumed_at AT TIME ZONE new_zone)::date AS local_day FROM rides r) AS r
	GROUP BY license_id, local_day
	-- In day order, as rides arriving day after day write them: a range of days then lies in few pages.
	ORDER BY local_day, license_id;
	INSERT INTO ride_months (zone, license_id, month, active_days, rides, customers, charged, credits_added,
	                         credits_add_on_keyboard, credits_expired, last_synced_at)
	SELECT zone, license_id, date_trunc('month', day::timestamp)::date, count(*), sum(rides), sum(customers),
	       sum(charged), sum(credits_added), sum(credits_add_on_keyboard), sum(credits_expired), max(last_synced_at)
	FROM ride_days WHERE zone = new_zone
	GROUP BY zone, license_id, date_trunc('month', day::timestamp)::date;
	RETURN true;
END
$$;--> statement-breakpoint
-- Every zone's rollups built again from the rides (after a bulk load that set the trigger aside).
CREATE FUNCTION "ride_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	zones text[];
	registered text;
BEGIN
	LOCK TABLE rides IN SHARE MODE;
	zones := ARRAY(SELECT zone FROM ride_rollup_zones ORDER BY zone);
	DELETE FROM ride_rollup_zones;
	TRUNCATE ride_days, ride_months;
	FOREACH registered IN ARRAY zones LOOP
		PERFORM ride_rollups_add_zone(registered);
	END LOOP;
END
$$;--> statement-breakpoint
-- Follows every write of rides in the same transaction. Added rides add to their day and month; removed ones
-- (deletes, and the old side of updates) subtract, and the latest sync of the days and months they left is read
-- again, after those rows are locked, so a concurrent writer's committed ride is never missed.
CREATE FUNCTION "ride_rollups_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		TRUNCATE ride_days, ride_months;
		RETURN NULL;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		CREATE TEMPORARY TABLE IF NOT EXISTS ride_rollups_left (zone text, license_id int, day date) ON COMMIT DROP;
		TRUNCATE ride_rollups_left;
		WITH delta AS (
			SELECT z.zone, o.license_id, (o.consumed_at AT TIME ZONE z.zone)::date AS day, count(*)::int AS rides,
			       sum(o.customers_amount) AS customers, sum(o.charged_amount) AS charged,
			       sum(o.credits_added) AS credits_added, sum(o.credits_add_on_keyboard) AS credits_add_on_keyboard,
			       sum(o.credits_expired) AS credits_expired
			FROM old_rides o CROSS JOIN ride_rollup_zones z
			GROUP BY 1, 2, 3
		), days AS (
			UPDATE ride_days d
			SET rides = d.rides - delta.rides, customers = d.customers - delta.customers,
			    charged = d.charged - delta.charged, credits_added = d.credits_added - delta.credits_added,
			    credits_add_on_keyboard = d.credits_add_on_keyboard - delta.credits_add_on_keyboard,
			    credits_expired = d.credits_expired - delta.credits_expired
			FROM delta
			WHERE d.zone = delta.zone AND d.license_id = delta.license_id AND d.day = delta.day
			RETURNING d.zone, d.license_id, d.day, d.rides = 0 AS emptied
		), months AS (
			SELECT delta.zone, delta.license_id, date_trunc('month', delta.day::timestamp)::date AS month,
			       count(*) FILTER (WHERE days.emptied)::int AS emptied_days, sum(delta.rides)::int AS rides,
			       sum(delta.customers) AS customers, sum(delta.charged) AS charged,
			       sum(delta.credits_added) AS credits_added, sum(delta.credits_add_on_keyboard) AS credits_add_on_keyboard,
			       sum(delta.credits_expired) AS credits_expired
			FROM delta JOIN days USING (zone, license_id, day)
			GROUP BY 1, 2, 3
		), updated_months AS (
			UPDATE ride_months m
			SET active_days = m.active_days - months.emptied_days, rides = m.rides - months.rides,
			    customers = m.customers - months.customers, charged = m.charged - months.charged,
			    credits_added = m.credits_added - months.credits_added,
			    credits_add_on_keyboard = m.credits_add_on_keyboard - months.credits_add_on_keyboard,
			    credits_expired = m.credits_expired - months.credits_expired
			FROM months
			WHERE m.zone = months.zone AND m.license_id = months.license_id AND m.month = months.month
			RETURNING m.zone
		)
		INSERT INTO ride_rollups_left SELECT zone, license_id, day FROM days;
		DELETE FROM ride_days d USING ride_rollups_left l
		WHERE d.zone = l.zone AND d.license_id = l.license_id AND d.day = l.day AND d.rides = 0;
		DELETE FROM ride_months m USING (SELECT DISTINCT zone, license_id, date_trunc('month', day::timestamp)::date AS month
		                                 FROM ride_rollups_left) l
		WHERE m.zone = l.zone AND m.license_id = l.license_id AND m.month = l.month AND m.rides = 0;
		-- A new statement sees rides committed while it waited for the rows locked above.
		UPDATE ride_days d
		SET last_synced_at = (
			SELECT max(r.synced_at) FROM rides r
			WHERE r.license_id = d.license_id
			  AND r.consumed_at >= (d.day::timestamp AT TIME ZONE d.zone) - interval '1 day'
			  AND r.consumed_at < ((d.day + 1)::timestamp AT TIME ZONE d.zone) + interval '1 day'
			  AND (r.consumed_at AT TIME ZONE d.zone)::date = d.day)
		FROM ride_rollups_left l
		WHERE d.zone = l.zone AND d.license_id = l.license_id AND d.day = l.day;
		UPDATE ride_months m
		SET last_synced_at = (
			SELECT max(d.last_synced_at) FROM ride_days d
			WHERE d.zone = m.zone AND d.license_id = m.license_id
			  AND d.day >= m.month AND d.day < (m.month + interval '1 month')::date)
		FROM (SELECT DISTINCT zone, license_id, date_trunc('month', day::timestamp)::date AS month FROM ride_rollups_left) l
		WHERE m.zone = l.zone AND m.license_id = l.license_id AND m.month = l.month;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		WITH delta AS (
			SELECT z.zone, n.license_id, (n.consumed_at AT TIME ZONE z.zone)::date AS day, count(*)::int AS rides,
			       sum(n.customers_amount) AS customers, sum(n.charged_amount) AS charged,
			       sum(n.credits_added) AS credits_added, sum(n.credits_add_on_keyboard) AS credits_add_on_keyboard,
			       sum(n.credits_expired) AS credits_expired, max(n.synced_at) AS last_synced_at
			FROM new_rides n CROSS JOIN ride_rollup_zones z
			GROUP BY 1, 2, 3
		), days AS (
			-- Taken in key order, so two writers lock shared rows in the same order.
			INSERT INTO ride_days AS d (zone, license_id, day, rides, customers, charged, credits_added,
			                            credits_add_on_keyboard, credits_expired, last_synced_at)
			SELECT * FROM delta ORDER BY zone, license_id, day
			ON CONFLICT (zone, license_id, day) DO UPDATE
			SET rides = d.rides + excluded.rides, customers = d.customers + excluded.customers,
			    charged = d.charged + excluded.charged, credits_added = d.credits_added + excluded.credits_added,
			    credits_add_on_keyboard = d.credits_add_on_keyboard + excluded.credits_add_on_keyboard,
			    credits_expired = d.credits_expired + excluded.credits_expired,
			    last_synced_at = greatest(d.last_synced_at, excluded.last_synced_at)
			-- xmax is 0 on a row this statement inserted, the locking transaction on one it updated.
			RETURNING d.zone, d.license_id, d.day, (d.xmax = 0) AS created
		)
		INSERT INTO ride_months AS m (zone, license_id, month, active_days, rides, customers, charged, credits_added,
		                              credits_add_on_keyboard, credits_expired, last_synced_at)
		SELECT delta.zone, delta.license_id, date_trunc('month', delta.day::timestamp)::date,
		       count(*) FILTER (WHERE days.created), sum(delta.rides), sum(delta.customers), sum(delta.charged),
		       sum(delta.credits_added), sum(delta.credits_add_on_keyboard), sum(delta.credits_expired),
		       max(delta.last_synced_at)
		FROM delta JOIN days USING (zone, license_id, day)
		GROUP BY 1, 2, 3
		ORDER BY 1, 2, 3
		ON CONFLICT (zone, license_id, month) DO UPDATE
		SET active_days = m.active_days + excluded.active_days, rides = m.rides + excluded.rides,
		    customers = m.customers + excluded.customers, charged = m.charged + excluded.charged,
		    credits_added = m.credits_added + excluded.credits_added,
		    credits_add_on_keyboard = m.credits_add_on_keyboard + excluded.credits_add_on_keyboard,
		    credits_expired = m.credits_expired + excluded.credits_expired,
		    last_synced_at = greatest(m.last_synced_at, excluded.last_synced_at);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rides_rollups_insert" AFTER INSERT ON "rides" REFERENCING NEW TABLE AS new_rides FOR EACH STATEMENT EXECUTE FUNCTION "ride_rollups_follow"();--> statement-breakpoint
CREATE TRIGGER "rides_rollups_update" AFTER UPDATE ON "rides" REFERENCING OLD TABLE AS old_rides NEW TABLE AS new_rides FOR EACH STATEMENT EXECUTE FUNCTION "ride_rollups_follow"();--> statement-breakpoint
CREATE TRIGGER "rides_rollups_delete" AFTER DELETE ON "rides" REFERENCING OLD TABLE AS old_rides FOR EACH STATEMENT EXECUTE FUNCTION "ride_rollups_follow"();--> statement-breakpoint
CREATE TRIGGER "rides_rollups_truncate" AFTER TRUNCATE ON "rides" FOR EACH STATEMENT EXECUTE FUNCTION "ride_rollups_follow"();--> statement-breakpoint
-- Staff read the reports in their own zone: a staff account in a new zone gets its rollups built.
CREATE FUNCTION "ride_rollups_zone_of_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.scope <> 'user' THEN PERFORM ride_rollups_add_zone(NEW.timezone); END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_ride_rollup_zone" AFTER INSERT OR UPDATE OF "timezone", "scope" ON "users" FOR EACH ROW EXECUTE FUNCTION "ride_rollups_zone_of_staff"();--> statement-breakpoint
-- Backfill: UTC, and the zone of every staff account there is.
SELECT ride_rollups_add_zone('UTC');--> statement-breakpoint
SELECT ride_rollups_add_zone(zone) FROM (SELECT DISTINCT timezone AS zone FROM users WHERE scope <> 'user' ORDER BY 1) AS zones;
