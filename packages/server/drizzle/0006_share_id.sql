ALTER TABLE "companies" ADD COLUMN "share_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Companies shared before this column keep their id as the link, so links already sent still work.
UPDATE "companies" SET "share_id" = "id";