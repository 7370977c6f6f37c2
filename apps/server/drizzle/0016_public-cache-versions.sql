-- Public answers (studios, course schedules) are cached by each server instance and checked against these versions
-- on every request: a write to the master data an answer is made of gives its tenant a new version, also when it
-- comes from outside the server (staff tools, the seed, psql). Every write takes a fresh sequence value, so a version
-- once replaced never comes back. High-write tables (bookings, calendar items, the appointments' counters) get no
-- trigger: a schedule reads its appointments' row versions live instead.
CREATE SEQUENCE "public_cache_version_seq";
--> statement-breakpoint
CREATE TABLE "public_cache_versions" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "public_cache_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "public_cache_versions" SET "version" = nextval('public_cache_version_seq');
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "public_cache_versions" ("tenant_id", "version")
			SELECT "tenant_id", nextval('public_cache_version_seq') FROM (SELECT DISTINCT "tenant_id" FROM new_rows) changed
			ON CONFLICT ("tenant_id") DO UPDATE SET "version" = excluded."version";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "public_cache_versions" ("tenant_id", "version")
			SELECT "tenant_id", nextval('public_cache_version_seq') FROM (SELECT DISTINCT "tenant_id" FROM old_rows) changed
			ON CONFLICT ("tenant_id") DO UPDATE SET "version" = excluded."version";
	ELSE
		INSERT INTO "public_cache_versions" ("tenant_id", "version")
			SELECT "tenant_id", nextval('public_cache_version_seq')
			FROM (SELECT "tenant_id" FROM new_rows UNION SELECT "tenant_id" FROM old_rows) changed
			ON CONFLICT ("tenant_id") DO UPDATE SET "version" = excluded."version";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE PROCEDURE "public_cache_watch"(watched text) LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('CREATE TRIGGER public_cache_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_bump()', watched);
	EXECUTE format('CREATE TRIGGER public_cache_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_bump()', watched);
	EXECUTE format('CREATE TRIGGER public_cache_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_bump()', watched);
	EXECUTE format('CREATE TRIGGER public_cache_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION public_cache_bump()', watched);
END;
$$;
--> statement-breakpoint
CALL "public_cache_watch"('studios');
--> statement-breakpoint
CALL "public_cache_watch"('studio_contacts');
--> statement-breakpoint
CALL "public_cache_watch"('studio_closing_hours');
--> statement-breakpoint
CALL "public_cache_watch"('studio_features');
--> statement-breakpoint
CALL "public_cache_watch"('studio_menu_entries');
--> statement-breakpoint
CALL "public_cache_watch"('benefits');
--> statement-breakpoint
CALL "public_cache_watch"('employees');
--> statement-breakpoint
DROP PROCEDURE "public_cache_watch"(text);
