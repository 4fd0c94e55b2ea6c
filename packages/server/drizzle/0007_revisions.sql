ALTER TABLE "companies" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warriors" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One sequence for every row's revision: a number is never handed out twice, so a warrior an
-- undo writes back (delete and insert) never takes a revision a player may already have seen.
CREATE SEQUENCE "row_revisions";
--> statement-breakpoint
CREATE FUNCTION "next_revision"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := nextval('row_revisions');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_revision" BEFORE INSERT OR UPDATE ON "companies"
FOR EACH ROW EXECUTE FUNCTION "next_revision"();
--> statement-breakpoint
CREATE TRIGGER "warriors_revision" BEFORE INSERT OR UPDATE ON "warriors"
FOR EACH ROW EXECUTE FUNCTION "next_revision"();
