CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"race" text NOT NULL,
	"backstory" text DEFAULT '' NOT NULL,
	"influence" integer DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warrior_heroic_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warrior_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"my_heroic_actions_id" uuid,
	"modify_casting_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warrior_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warrior_id" uuid NOT NULL,
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
CREATE TABLE "warrior_spells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warrior_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"my_spells_id" uuid,
	"base_casting_value" integer NOT NULL,
	"modify_casting_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warrior_wargear" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warrior_id" uuid NOT NULL,
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
	"stat_enabled" boolean DEFAULT true NOT NULL,
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
	"special_attacks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warriors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"race" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"rank" text NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"leg_wound" integer DEFAULT 0 NOT NULL,
	"arm_wound" integer DEFAULT 0 NOT NULL,
	"old_wound" integer DEFAULT 0 NOT NULL,
	"base_class" text DEFAULT '' NOT NULL,
	"owner" uuid,
	"base_points" integer DEFAULT 0 NOT NULL,
	"chosen_path" text DEFAULT '' NOT NULL,
	"custom_path" text DEFAULT '' NOT NULL,
	"influence" integer DEFAULT 0 NOT NULL,
	"base_stats" jsonb NOT NULL,
	"modify_stats" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warrior_heroic_actions" ADD CONSTRAINT "warrior_heroic_actions_warrior_id_warriors_id_fk" FOREIGN KEY ("warrior_id") REFERENCES "public"."warriors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warrior_rules" ADD CONSTRAINT "warrior_rules_warrior_id_warriors_id_fk" FOREIGN KEY ("warrior_id") REFERENCES "public"."warriors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warrior_rules" ADD CONSTRAINT "warrior_rules_wargear_id_warrior_wargear_id_fk" FOREIGN KEY ("wargear_id") REFERENCES "public"."warrior_wargear"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warrior_spells" ADD CONSTRAINT "warrior_spells_warrior_id_warriors_id_fk" FOREIGN KEY ("warrior_id") REFERENCES "public"."warriors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warrior_wargear" ADD CONSTRAINT "warrior_wargear_warrior_id_warriors_id_fk" FOREIGN KEY ("warrior_id") REFERENCES "public"."warriors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warriors" ADD CONSTRAINT "warriors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warriors" ADD CONSTRAINT "warriors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warriors" ADD CONSTRAINT "warriors_owner_warriors_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."warriors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_user_id_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "warrior_heroic_actions_warrior_id_idx" ON "warrior_heroic_actions" USING btree ("warrior_id");--> statement-breakpoint
CREATE INDEX "warrior_rules_warrior_id_idx" ON "warrior_rules" USING btree ("warrior_id");--> statement-breakpoint
CREATE INDEX "warrior_rules_wargear_id_idx" ON "warrior_rules" USING btree ("wargear_id");--> statement-breakpoint
CREATE INDEX "warrior_spells_warrior_id_idx" ON "warrior_spells" USING btree ("warrior_id");--> statement-breakpoint
CREATE INDEX "warrior_wargear_warrior_id_idx" ON "warrior_wargear" USING btree ("warrior_id");--> statement-breakpoint
CREATE INDEX "warriors_company_id_idx" ON "warriors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "warriors_user_id_idx" ON "warriors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "warriors_owner_idx" ON "warriors" USING btree ("owner");