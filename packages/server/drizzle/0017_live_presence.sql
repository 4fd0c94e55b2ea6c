CREATE TABLE "live_presence" (
	"stream_id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_match_id_live_battles_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."live_battles"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_match_id_side_idx" ON "live_presence" USING btree ("match_id","side");