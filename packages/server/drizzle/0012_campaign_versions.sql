CREATE TABLE "campaign_versions" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds one to the version of each named campaign. Only campaigns that still exist: deleting a
-- campaign cascades to its rows, and must not write a version back for it.
CREATE FUNCTION "bump_campaign_versions"(p_campaigns uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "campaign_versions" AS v ("campaign_id", "version")
  SELECT c."id", 1 FROM "campaigns" c WHERE c."id" = ANY(p_campaigns) ORDER BY c."id"
  ON CONFLICT ("campaign_id") DO UPDATE SET "version" = v."version" + 1
$$;
--> statement-breakpoint
-- The campaign row itself.
CREATE FUNCTION "campaign_versions_of_campaigns"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_campaign_versions"(ARRAY(SELECT "id" FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that carry their campaign's id: members, companies taking part, invites, matches.
CREATE FUNCTION "campaign_versions_of_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM new_rows UNION SELECT "campaign_id" FROM old_rows));
  ELSE
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A match's sides: the campaign is the match's (a side deleted with its match finds none, and
-- needs none: deleting the match raised the version).
CREATE FUNCTION "campaign_versions_of_match_sides"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM "campaign_matches" WHERE "id" IN (SELECT "match_id" FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM "campaign_matches" WHERE "id" IN (SELECT "match_id" FROM new_rows UNION SELECT "match_id" FROM old_rows)));
  ELSE
    PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM "campaign_matches" WHERE "id" IN (SELECT "match_id" FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A player renamed: every campaign that shows the name (as a member, a match's recorder, the
-- owner of a company taking part or of a match's side). Other changes to users raise nothing.
CREATE FUNCTION "campaign_versions_of_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_campaign_versions"(ARRAY(
    WITH renamed AS (
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."name" IS DISTINCT FROM o."name"
    )
    SELECT m."campaign_id" FROM "campaign_members" m WHERE m."user_id" IN (SELECT "id" FROM renamed)
    UNION SELECT cm."campaign_id" FROM "campaign_matches" cm WHERE cm."recorded_by" IN (SELECT "id" FROM renamed)
    UNION SELECT cc."campaign_id" FROM "campaign_companies" cc WHERE cc."user_id" IN (SELECT "id" FROM renamed)
    UNION SELECT cm."campaign_id" FROM "campaign_matches" cm
      JOIN "campaign_match_sides" s ON s."match_id" = cm."id"
      JOIN "companies" c ON c."id" = s."company_id"
      WHERE c."user_id" IN (SELECT "id" FROM renamed)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every campaign made before this migration starts at version 1.
INSERT INTO "campaign_versions" ("campaign_id", "version") SELECT "id", 1 FROM "campaigns";
--> statement-breakpoint
CREATE TRIGGER "campaigns_campaign_version_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_campaigns"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_campaign_version_update" AFTER UPDATE ON "campaigns" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_campaigns"();
--> statement-breakpoint
CREATE TRIGGER "campaign_members_campaign_version_insert" AFTER INSERT ON "campaign_members" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_members_campaign_version_update" AFTER UPDATE ON "campaign_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_members_campaign_version_delete" AFTER DELETE ON "campaign_members" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_companies_campaign_version_insert" AFTER INSERT ON "campaign_companies" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_companies_campaign_version_update" AFTER UPDATE ON "campaign_companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_companies_campaign_version_delete" AFTER DELETE ON "campaign_companies" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_invites_campaign_version_insert" AFTER INSERT ON "campaign_invites" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_invites_campaign_version_update" AFTER UPDATE ON "campaign_invites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_invites_campaign_version_delete" AFTER DELETE ON "campaign_invites" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_matches_campaign_version_insert" AFTER INSERT ON "campaign_matches" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_matches_campaign_version_update" AFTER UPDATE ON "campaign_matches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_matches_campaign_version_delete" AFTER DELETE ON "campaign_matches" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "campaign_match_sides_campaign_version_insert" AFTER INSERT ON "campaign_match_sides" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_match_sides"();
--> statement-breakpoint
CREATE TRIGGER "campaign_match_sides_campaign_version_update" AFTER UPDATE ON "campaign_match_sides" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_match_sides"();
--> statement-breakpoint
CREATE TRIGGER "campaign_match_sides_campaign_version_delete" AFTER DELETE ON "campaign_match_sides" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_match_sides"();
--> statement-breakpoint
CREATE TRIGGER "users_campaign_version_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "campaign_versions_of_users"();
--> statement-breakpoint
-- A company's log and its battle records are of its owner's `companies` scope too: the
-- campaign page shows them (its feed, its league table's results and its matches' results),
-- and is kept against the owners' versions of that scope.
CREATE TRIGGER "company_events_data_version_insert" AFTER INSERT ON "company_events" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "company_events_data_version_update" AFTER UPDATE ON "company_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "company_events_data_version_delete" AFTER DELETE ON "company_events" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "battle_records_data_version_insert" AFTER INSERT ON "battle_records" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "battle_records_data_version_update" AFTER UPDATE ON "battle_records" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
--> statement-breakpoint
CREATE TRIGGER "battle_records_data_version_delete" AFTER DELETE ON "battle_records" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_of_owners"('companies');
