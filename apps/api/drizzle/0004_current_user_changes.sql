-- Says whose signed-in answer (`GET /api/me`: the user, their country, their licences) or session changed, so a
-- process that holds them in memory drops them (ADR 0041). Statement triggers: a bulk write notifies each user
-- once, and PostgreSQL folds equal notifications of one transaction into one, sent at commit.
CREATE FUNCTION "current_user_changed_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('current_user_changed', id::text) FROM (SELECT DISTINCT id FROM old_rows) AS changed;
	ELSE
		PERFORM pg_notify('current_user_changed', id::text) FROM (SELECT DISTINCT id FROM new_rows) AS changed;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "current_user_changed_owned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('current_user_changed', user_id::text) FROM (SELECT DISTINCT user_id FROM new_rows) AS changed;
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM pg_notify('current_user_changed', user_id::text)
		FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) AS changed;
	ELSE
		PERFORM pg_notify('current_user_changed', user_id::text) FROM (SELECT DISTINCT user_id FROM old_rows) AS changed;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "current_user_changed_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('current_user_changed', '*');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_current_user_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_users"();--> statement-breakpoint
CREATE TRIGGER "users_current_user_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_users"();--> statement-breakpoint
CREATE TRIGGER "licenses_current_user_insert" AFTER INSERT ON "licenses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_owned"();--> statement-breakpoint
CREATE TRIGGER "licenses_current_user_update" AFTER UPDATE ON "licenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_owned"();--> statement-breakpoint
CREATE TRIGGER "licenses_current_user_delete" AFTER DELETE ON "licenses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_owned"();--> statement-breakpoint
CREATE TRIGGER "sessions_current_user_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_owned"();--> statement-breakpoint
CREATE TRIGGER "sessions_current_user_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_owned"();--> statement-breakpoint
CREATE TRIGGER "countries_current_user_update" AFTER UPDATE OR DELETE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "current_user_changed_everyone"();
