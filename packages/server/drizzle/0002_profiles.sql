CREATE TABLE "profile_rules" (
	"profile_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"my_rule_id" uuid,
	"wargear_id" uuid
);
--> statement-breakpoint
CREATE TABLE "profile_wargear" (
	"profile_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"armoury_id" uuid,
	"points_low" integer DEFAULT 0 NOT NULL,
	"points_high" integer DEFAULT 0 NOT NULL,
	"influence" integer DEFAULT 0 NOT NULL,
	"mount" integer DEFAULT 0 NOT NULL,
	"adjustment_stat" text,
	"adjustment_value" integer DEFAULT 0 NOT NULL,
	"move" integer DEFAULT 0 NOT NULL,
	"fight" integer DEFAULT 0 NOT NULL,
	"shoot" integer DEFAULT 0 NOT NULL,
	"strength" integer DEFAULT 0 NOT NULL,
	"defence" integer DEFAULT 0 NOT NULL,
	"attacks" integer DEFAULT 0 NOT NULL,
	"wounds" integer DEFAULT 0 NOT NULL,
	"courage" integer DEFAULT 0 NOT NULL,
	"intelligence" integer DEFAULT 0 NOT NULL,
	"special_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_attacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stat_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"race" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" text NOT NULL,
	"base_class" text DEFAULT '' NOT NULL,
	"base_points" integer DEFAULT 0 NOT NULL,
	"base_stats" jsonb NOT NULL,
	"modify_stats" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_rules" ADD CONSTRAINT "profile_rules_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_rules" ADD CONSTRAINT "profile_rules_wargear_id_profile_wargear_id_fk" FOREIGN KEY ("wargear_id") REFERENCES "public"."profile_wargear"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_wargear" ADD CONSTRAINT "profile_wargear_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_rules_profile_id_idx" ON "profile_rules" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_rules_wargear_id_idx" ON "profile_rules" USING btree ("wargear_id");--> statement-breakpoint
CREATE INDEX "profile_wargear_profile_id_idx" ON "profile_wargear" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_user_id_idx" ON "profiles" USING btree ("user_id");