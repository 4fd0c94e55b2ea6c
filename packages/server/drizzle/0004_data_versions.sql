CREATE TABLE "data_versions" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_user_id_scope_pk" PRIMARY KEY("user_id","scope")
);
--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Adds one to the version of each named player's scope. Only players that still exist: a
-- player's own deletion cascades to their rows, and must not write a version back for them.
CREATE FUNCTION "bump_data_versions"(p_scope text, p_owners uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "data_versions" AS d ("user_id", "scope", "version")
  SELECT u."id", p_scope, 1 FROM "users" u WHERE u."id" = ANY(p_owners) ORDER BY u."id"
  ON CONFLICT ("user_id", "scope") DO UPDATE SET "version" = d."version" + 1
$$;
--> statement-breakpoint
-- Rows that carry their owner's id.
CREATE FUNCTION "data_versions_of_owners"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows));
  ELSE
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A warrior's list rows: the owner is the warrior's (a list row deleted with its
-- warrior finds none, and needs none: deleting the warrior raised the version).
CREATE FUNCTION "data_versions_of_warriors"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "warriors" WHERE "id" IN (SELECT "warrior_id" FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "warriors" WHERE "id" IN (SELECT "warrior_id" FROM new_rows) UNION SELECT "user_id" FROM "warriors" WHERE "id" IN (SELECT "warrior_id" FROM old_rows)));
  ELSE
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "warriors" WHERE "id" IN (SELECT "warrior_id" FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A profile's list rows: the owner is the profile's (a list row deleted with its
-- profile finds none, and needs none: deleting the profile raised the version).
CREATE FUNCTION "data_versions_of_profiles"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "profiles" WHERE "id" IN (SELECT "profile_id" FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "profiles" WHERE "id" IN (SELECT "profile_id" FROM new_rows) UNION SELECT "user_id" FROM "profiles" WHERE "id" IN (SELECT "profile_id" FROM old_rows)));
  ELSE
    PERFORM "bump_data_versions"(TG_ARGV[0], ARRAY(SELECT "user_id" FROM "profiles" WHERE "id" IN (SELECT "profile_id" FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one version write per statement, however many
-- rows it touched. PostgreSQL allows transition tables only on triggers of one event.
CREATE TRIGGER "companies_data_version_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "companies_data_version_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "companies_data_version_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "warriors_data_version_insert" AFTER INSERT ON "warriors" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "warriors_data_version_update" AFTER UPDATE ON "warriors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "warriors_data_version_delete" AFTER DELETE ON "warriors" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_wargear_data_version_insert" AFTER INSERT ON "warrior_wargear" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_wargear_data_version_update" AFTER UPDATE ON "warrior_wargear" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_wargear_data_version_delete" AFTER DELETE ON "warrior_wargear" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_rules_data_version_insert" AFTER INSERT ON "warrior_rules" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_rules_data_version_update" AFTER UPDATE ON "warrior_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_rules_data_version_delete" AFTER DELETE ON "warrior_rules" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_heroic_actions_data_version_insert" AFTER INSERT ON "warrior_heroic_actions" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_heroic_actions_data_version_update" AFTER UPDATE ON "warrior_heroic_actions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_heroic_actions_data_version_delete" AFTER DELETE ON "warrior_heroic_actions" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_spells_data_version_insert" AFTER INSERT ON "warrior_spells" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_spells_data_version_update" AFTER UPDATE ON "warrior_spells" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "warrior_spells_data_version_delete" AFTER DELETE ON "warrior_spells" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_warriors"('companies');
--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_update" AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_wargear_data_version_insert" AFTER INSERT ON "profile_wargear" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_wargear_data_version_update" AFTER UPDATE ON "profile_wargear" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_wargear_data_version_delete" AFTER DELETE ON "profile_wargear" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_rules_data_version_insert" AFTER INSERT ON "profile_rules" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_rules_data_version_update" AFTER UPDATE ON "profile_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "profile_rules_data_version_delete" AFTER DELETE ON "profile_rules" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_profiles"('profiles');
--> statement-breakpoint
CREATE TRIGGER "library_wargear_data_version_insert" AFTER INSERT ON "library_wargear" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('wargear');
--> statement-breakpoint
CREATE TRIGGER "library_wargear_data_version_update" AFTER UPDATE ON "library_wargear" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('wargear');
--> statement-breakpoint
CREATE TRIGGER "library_wargear_data_version_delete" AFTER DELETE ON "library_wargear" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('wargear');
--> statement-breakpoint
CREATE TRIGGER "library_rules_data_version_insert" AFTER INSERT ON "library_rules" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('rule');
--> statement-breakpoint
CREATE TRIGGER "library_rules_data_version_update" AFTER UPDATE ON "library_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('rule');
--> statement-breakpoint
CREATE TRIGGER "library_rules_data_version_delete" AFTER DELETE ON "library_rules" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('rule');
--> statement-breakpoint
CREATE TRIGGER "library_spells_data_version_insert" AFTER INSERT ON "library_spells" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('spell');
--> statement-breakpoint
CREATE TRIGGER "library_spells_data_version_update" AFTER UPDATE ON "library_spells" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('spell');
--> statement-breakpoint
CREATE TRIGGER "library_spells_data_version_delete" AFTER DELETE ON "library_spells" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('spell');
--> statement-breakpoint
CREATE TRIGGER "library_heroic_actions_data_version_insert" AFTER INSERT ON "library_heroic_actions" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('heroicAction');
--> statement-breakpoint
CREATE TRIGGER "library_heroic_actions_data_version_update" AFTER UPDATE ON "library_heroic_actions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('heroicAction');
--> statement-breakpoint
CREATE TRIGGER "library_heroic_actions_data_version_delete" AFTER DELETE ON "library_heroic_actions" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('heroicAction');
