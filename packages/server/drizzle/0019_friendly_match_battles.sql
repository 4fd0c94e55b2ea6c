-- A friendly match's side keeps the battle its War's Aftermath applied, as a campaign match's
-- side does (docs/adr/new-live-battle-record.md): one battle per side, and never one battle for
-- two sides.
ALTER TABLE "friendly_match_sides" ADD COLUMN "battle_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "friendly_match_sides_battle_id_key" ON "friendly_match_sides" USING btree ("battle_id");--> statement-breakpoint
-- A live battle's warriors count the wounds they inflict: battles kept before count none yet.
UPDATE "live_battles" SET "state" = jsonb_set("state", '{sides}', (
  SELECT jsonb_agg(
    jsonb_set("side", '{warriors}', coalesce((
      SELECT jsonb_object_agg("id", '{"woundsInflicted": 0}'::jsonb || "warrior")
      FROM jsonb_each("side" -> 'warriors') AS "w"("id", "warrior")
    ), '{}'::jsonb))
    ORDER BY "ord")
  FROM jsonb_array_elements("state" -> 'sides') WITH ORDINALITY AS "s"("side", "ord")
));
