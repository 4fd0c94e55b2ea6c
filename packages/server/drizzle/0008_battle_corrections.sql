CREATE TABLE "battle_corrections" (
	"correction_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"battle_id" uuid NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_records" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "battle_records" ADD COLUMN "first_request" jsonb;--> statement-breakpoint
ALTER TABLE "battle_records" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battle_corrections" ADD CONSTRAINT "battle_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;