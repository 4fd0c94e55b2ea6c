import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aftermathFor, applied, companyForBattle } from '../../test/battles';
import { useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';
import { addedColumn, IMAGE_UPGRADES } from '../db/image-upgrades';
import { battleRecords } from '../db/schema';
import { IMAGE_TOO_OLD } from '../services/battle/undo-battle';

const t = useTestApp();
const registered = IMAGE_UPGRADES.length;

afterEach(async () => {
  IMAGE_UPGRADES.splice(registered);
  await t.db.execute(sql`alter table warriors drop column if exists battle_scars`);
});

function woundHero(hero: Parameters<typeof aftermathFor>[0][number]) {
  return aftermathFor([hero], {
    result: 'loss',
    participants: [{ warriorId: hero.id, wounded: true }],
    injuries: [{ warriorId: hero.id, result: 'protected' }],
  });
}

describe('undo of a battle applied before a later migration', () => {
  it('upgrades the images: the company comes back exactly, the new column holds its default', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = woundHero(hero);
    await applied(await battles.apply(company.id, payload));
    // A later migration gives warriors a column with a default, and registers its upgrade.
    await t.db.execute(
      sql`alter table warriors add column battle_scars integer not null default 3`,
    );
    IMAGE_UPGRADES.push(addedColumn('warriors', 'battle_scars', 3));

    const undone = await applied(await battles.undo(company.id, payload.battleId));
    expect(undone.warriors[hero.id]!.experience).toBe(hero.experience);
    const scars = await t.db.execute(
      sql`select distinct battle_scars from warriors where company_id = ${company.id}`,
    );
    expect((scars as unknown as { rows: unknown[] }).rows).toEqual([{ battle_scars: 3 }]);
  });

  it('restores byte for byte what the company was, once the upgrade is applied', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = woundHero(hero);
    await t.db.execute(
      sql`alter table warriors add column battle_scars integer not null default 3`,
    );
    const before = await snapshotTables(t.db);
    await t.db.execute(sql`alter table warriors drop column battle_scars`);
    await applied(await battles.apply(company.id, payload));
    await t.db.execute(
      sql`alter table warriors add column battle_scars integer not null default 3`,
    );
    IMAGE_UPGRADES.push(addedColumn('warriors', 'battle_scars', 3));

    await applied(await battles.undo(company.id, payload.battleId));
    const after = await snapshotTables(t.db);
    for (const table of Object.keys(before)) {
      if (['battle_records', 'company_events', 'data_versions'].includes(table)) continue;
      expect(after[table], table).toBe(before[table]);
    }
  });

  it('takes an image without a version, as taken before images had one, for the first', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = woundHero(hero);
    await applied(await battles.apply(company.id, payload));
    await t.db.execute(
      sql`update ${battleRecords} set before_image = before_image - 'version',
        after_image = after_image - 'version' where ${battleRecords.battleId} = ${payload.battleId}`,
    );
    const undone = await applied(await battles.undo(company.id, payload.battleId));
    expect(undone.warriors[hero.id]!.experience).toBe(hero.experience);
  });

  it('refuses, writing nothing, an image of a version it cannot upgrade', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = woundHero(hero);
    await applied(await battles.apply(company.id, payload));
    await t.db.execute(
      sql`update ${battleRecords} set before_image = before_image || '{"version": 999}'::jsonb,
        after_image = after_image || '{"version": 999}'::jsonb
        where ${battleRecords.battleId} = ${payload.battleId}`,
    );
    const before = await snapshotTables(t.db);

    const refused = await battles.undo(company.id, payload.battleId, { discardEdits: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: IMAGE_TOO_OLD });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses an image missing a column added since, when no upgrade step fills it', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = woundHero(hero);
    await applied(await battles.apply(company.id, payload));
    await t.db.execute(
      sql`alter table warriors add column battle_scars integer not null default 3`,
    );
    const before = await snapshotTables(t.db);

    const refused = await battles.undo(company.id, payload.battleId, { discardEdits: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: IMAGE_TOO_OLD });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
