import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir } from '../../test/helpers';
import { migrationsBefore } from '../../test/migrations';
import { migrateDatabase } from './migrate';

type Taken = { version: number; companies: { new_ruleset: boolean } };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('migration 0010_campaigns', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it("gives each existing company its owner's ruleset, in its battle images and answers too", async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      await migrateDatabase(db, migrationsBefore('0010_campaigns', temp.dir));
      const [older, newer] = [randomUUID(), randomUUID()];
      const [olderCompany, newerCompany] = [randomUUID(), randomUUID()];
      for (const [user, newRuleset] of [
        [older, false],
        [newer, true],
      ] as const) {
        await db.execute(sql`INSERT INTO users (id, name, email, password_hash, new_ruleset)
          VALUES (${user}, 'Player', ${`${user}@example.test`}, 'x', ${newRuleset})`);
      }
      await db.execute(sql`INSERT INTO companies (id, user_id, name, race) VALUES
        (${olderCompany}, ${older}, 'Older', 'Rohan'), (${newerCompany}, ${newer}, 'Newer', 'Rohan')`);
      // A battle applied before the migration, its images of version 1.
      const image = (company: string) =>
        JSON.stringify({ version: 1, companies: { id: company }, warriors: [] });
      await db.execute(sql`INSERT INTO battle_records
        (battle_id, company_id, user_id, result, record, answer, before_image, after_image)
        VALUES (${randomUUID()}, ${newerCompany}, ${newer}, 'win', '{}', '{"id": "x"}',
          ${image(newerCompany)}::jsonb, ${image(newerCompany)}::jsonb)`);

      await migrateDatabase(db);

      const companies = rowsOf<{ id: string; new_ruleset: boolean }>(
        await db.execute(sql`SELECT id, new_ruleset FROM companies`),
      );
      expect(Object.fromEntries(companies.map((row) => [row.id, row.new_ruleset]))).toEqual({
        [olderCompany]: false,
        [newerCompany]: true,
      });
      const [battle] = rowsOf<{ before_image: Taken; after_image: Taken; answer: object }>(
        await db.execute(sql`SELECT before_image, after_image, answer FROM battle_records`),
      );
      for (const taken of [battle!.before_image, battle!.after_image]) {
        expect(taken.version).toBe(2);
        expect(taken.companies.new_ruleset).toBe(true);
      }
      expect(battle!.answer).toEqual({ id: 'x', newRuleset: true });
    } finally {
      await database.close();
    }
    // Two databases' worth of migrations: past the default on a busy machine.
  }, 120_000);
});
