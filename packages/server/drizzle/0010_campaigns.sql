CREATE TABLE "campaign_companies" (
	"campaign_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_companies_campaign_id_company_id_pk" PRIMARY KEY("campaign_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "campaign_match_sides" (
	"match_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"rating" integer NOT NULL,
	"against_the_odds" integer NOT NULL,
	"battle_id" uuid,
	CONSTRAINT "campaign_match_sides_match_id_side_pk" PRIMARY KEY("match_id","side")
);
--> statement-breakpoint
CREATE TABLE "campaign_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"played_on" date,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_members" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_members_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"new_ruleset" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "new_ruleset" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_companies" ADD CONSTRAINT "campaign_companies_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_companies" ADD CONSTRAINT "campaign_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_companies" ADD CONSTRAINT "campaign_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invites" ADD CONSTRAINT "campaign_invites_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_match_sides" ADD CONSTRAINT "campaign_match_sides_match_id_campaign_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."campaign_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_match_sides" ADD CONSTRAINT "campaign_match_sides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_matches" ADD CONSTRAINT "campaign_matches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_matches" ADD CONSTRAINT "campaign_matches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_companies_company_id_idx" ON "campaign_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "campaign_invites_campaign_id_idx" ON "campaign_invites" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_match_sides_company_id_idx" ON "campaign_match_sides" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_match_sides_battle_id_key" ON "campaign_match_sides" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "campaign_matches_campaign_id_idx" ON "campaign_matches" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_members_user_id_idx" ON "campaign_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_id_idx" ON "campaigns" USING btree ("owner_id");--> statement-breakpoint
-- The ruleset becomes the company's: each existing company takes its owner's setting of today
-- (docs/adr/new-company-ruleset.md). Only those that differ from the default are written, so
-- the others keep their revision.
UPDATE "companies" c SET "new_ruleset" = true FROM "users" u WHERE u."id" = c."user_id" AND u."new_ruleset";
--> statement-breakpoint
-- Battle images taken before this migration are upgraded here rather than by a step that
-- cannot know the owner's setting: the company row gains the ruleset its company has now, and
-- the image becomes of version 2 (db/image-upgrades.ts). Stored answers gain the field too.
UPDATE "battle_records" b SET
  "before_image" = CASE WHEN b."before_image" IS NULL THEN NULL ELSE jsonb_set(b."before_image", '{companies,new_ruleset}', to_jsonb(c."new_ruleset")) || '{"version": 2}'::jsonb END,
  "after_image" = CASE WHEN b."after_image" IS NULL THEN NULL ELSE jsonb_set(b."after_image", '{companies,new_ruleset}', to_jsonb(c."new_ruleset")) || '{"version": 2}'::jsonb END,
  "answer" = CASE WHEN b."answer" IS NULL THEN NULL ELSE b."answer" || jsonb_build_object('newRuleset', c."new_ruleset") END
FROM "companies" c WHERE c."id" = b."company_id" AND coalesce((b."before_image"->>'version')::int, 1) = 1;
--> statement-breakpoint
UPDATE "battle_corrections" bc SET "answer" = bc."answer" || jsonb_build_object('newRuleset', c."new_ruleset")
FROM "companies" c WHERE c."id" = bc."company_id" AND bc."answer" IS NOT NULL;
