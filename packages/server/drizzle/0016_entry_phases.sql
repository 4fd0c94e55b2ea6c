-- The turn phases a rule, heroic action or spell matters in (docs/rules.md#turn-phases), in the
-- libraries and on warriors' and profiles' own copies. Every entry kept before has none.
ALTER TABLE "library_heroic_actions" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_rules" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_spells" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_rules" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "warrior_heroic_actions" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "warrior_rules" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "warrior_spells" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;