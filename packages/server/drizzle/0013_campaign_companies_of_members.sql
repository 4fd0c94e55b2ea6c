-- A company takes part in a campaign only while its owner is a member. A member removed while
-- adding a company could leave it behind, which no one could then take out: those go first.
DELETE FROM "campaign_companies" cc
 WHERE NOT EXISTS (SELECT 1 FROM "campaign_members" m
                    WHERE m."campaign_id" = cc."campaign_id" AND m."user_id" = cc."user_id");
--> statement-breakpoint
ALTER TABLE "campaign_companies" ADD CONSTRAINT "campaign_companies_member_fk" FOREIGN KEY ("campaign_id","user_id") REFERENCES "public"."campaign_members"("campaign_id","user_id") ON DELETE cascade ON UPDATE no action;
