-- A company's influence is at most 100,000 (docs/rules.md#influence). Before the rules kept it
-- there, a battle won at the maximum went above it, and the company's details could then not be
-- saved as they were. Those companies, and the images their battles kept of them (so an undo
-- finds the company as imaged and puts back a figure within bounds), are brought to the maximum.
UPDATE "companies" SET "influence" = 100000 WHERE "influence" > 100000;
--> statement-breakpoint
UPDATE "battle_records" SET "before_image" = jsonb_set("before_image", '{companies,influence}', '100000'::jsonb)
WHERE ("before_image"->'companies'->>'influence')::int > 100000;
--> statement-breakpoint
UPDATE "battle_records" SET "after_image" = jsonb_set("after_image", '{companies,influence}', '100000'::jsonb)
WHERE ("after_image"->'companies'->>'influence')::int > 100000;
