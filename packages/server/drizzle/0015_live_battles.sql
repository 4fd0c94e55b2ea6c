CREATE TABLE "friendly_match_sides" (
	"match_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"rating" integer NOT NULL,
	"against_the_odds" integer NOT NULL,
	CONSTRAINT "friendly_match_sides_match_id_side_pk" PRIMARY KEY("match_id","side")
);
--> statement-breakpoint
CREATE TABLE "friendly_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendly_matches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "live_battle_events" (
	"match_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"side" smallint,
	"user_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_battle_events_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_battles" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"campaign_match_id" uuid,
	"friendly_match_id" uuid,
	"seq" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"confirmation" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_battles_campaign_match_id_unique" UNIQUE("campaign_match_id"),
	CONSTRAINT "live_battles_friendly_match_id_unique" UNIQUE("friendly_match_id"),
	CONSTRAINT "live_battles_one_match" CHECK ("live_battles"."match_id" = coalesce("live_battles"."campaign_match_id", "live_battles"."friendly_match_id") and ("live_battles"."campaign_match_id" is null) <> ("live_battles"."friendly_match_id" is null))
);
--> statement-breakpoint
CREATE TABLE "live_stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "friendly_match_sides" ADD CONSTRAINT "friendly_match_sides_match_id_friendly_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."friendly_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendly_match_sides" ADD CONSTRAINT "friendly_match_sides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendly_match_sides" ADD CONSTRAINT "friendly_match_sides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendly_matches" ADD CONSTRAINT "friendly_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_battle_events" ADD CONSTRAINT "live_battle_events_match_id_live_battles_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."live_battles"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_battle_events" ADD CONSTRAINT "live_battle_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_battles" ADD CONSTRAINT "live_battles_campaign_match_id_campaign_matches_id_fk" FOREIGN KEY ("campaign_match_id") REFERENCES "public"."campaign_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_battles" ADD CONSTRAINT "live_battles_friendly_match_id_friendly_matches_id_fk" FOREIGN KEY ("friendly_match_id") REFERENCES "public"."friendly_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_tickets" ADD CONSTRAINT "live_stream_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_tickets" ADD CONSTRAINT "live_stream_tickets_match_id_live_battles_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."live_battles"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendly_match_sides_user_id_idx" ON "friendly_match_sides" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "friendly_match_sides_company_id_idx" ON "friendly_match_sides" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "friendly_matches_created_by_idx" ON "friendly_matches" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "live_stream_tickets_session_id_idx" ON "live_stream_tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "live_stream_tickets_match_id_idx" ON "live_stream_tickets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "live_stream_tickets_expires_at_idx" ON "live_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- A campaign match's confirmation is shown on the campaign's page and decides whether its
-- league counts the match: the campaign's version is raised when a live battle of one of its
-- matches starts or its confirmation changes, and not on every tap of the battle.
CREATE FUNCTION "campaign_versions_of_live_battles"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_campaign_versions"(ARRAY(SELECT "campaign_id" FROM "campaign_matches" WHERE "id" = NEW."campaign_match_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_battles_campaign_version_insert" AFTER INSERT ON "live_battles"
FOR EACH ROW WHEN (NEW."campaign_match_id" IS NOT NULL) EXECUTE FUNCTION "campaign_versions_of_live_battles"();
--> statement-breakpoint
CREATE TRIGGER "live_battles_campaign_version_update" AFTER UPDATE OF "confirmation" ON "live_battles"
FOR EACH ROW WHEN (NEW."campaign_match_id" IS NOT NULL AND OLD."confirmation" IS DISTINCT FROM NEW."confirmation") EXECUTE FUNCTION "campaign_versions_of_live_battles"();
