import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPANY_INFLUENCE_MAX } from '@warband/schemas';
import { createTestDatabase, makeTempDir } from '../../test/helpers';
import { migrationsBefore } from '../../test/migrations';
import { migrateDatabase } from './migrate';
import { rawRows } from './raw-rows';

type Imaged = { companies: { influence: number } };

describe('migration 0014_influence_at_most_the_maximum', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('brings a company won above the maximum, and its battle images, back to it', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      await migrateDatabase(db, migrationsBefore('0014_influence_at_most_the_maximum', temp.dir));
      const user = randomUUID();
      const [over, under] = [randomUUID(), randomUUID()];
      await db.execute(sql`INSERT INTO users (id, name, email, password_hash)
        VALUES (${user}, 'Player', ${`${user}@example.test`}, 'x')`);
      await db.execute(sql`INSERT INTO companies (id, user_id, name, race, influence) VALUES
        (${over}, ${user}, 'Over', 'Rohan', 100004), (${under}, ${user}, 'Under', 'Rohan', 12)`);
      // The battle that took it over: won at the maximum.
      const image = (influence: number) =>
        JSON.stringify({ version: 2, companies: { id: over, influence }, warriors: [] });
      await db.execute(sql`INSERT INTO battle_records
        (battle_id, company_id, user_id, result, record, answer, before_image, after_image)
        VALUES (${randomUUID()}, ${over}, ${user}, 'win', '{}', '{}',
          ${image(100000)}::jsonb, ${image(100004)}::jsonb)`);

      await migrateDatabase(db);

      const companies = rawRows<{ id: string; influence: number }>(
        await db.execute(sql`SELECT id, influence FROM companies`),
      );
      expect(Object.fromEntries(companies.map((row) => [row.id, row.influence]))).toEqual({
        [over]: COMPANY_INFLUENCE_MAX,
        [under]: 12,
      });
      const [battle] = rawRows<{ before_image: Imaged; after_image: Imaged }>(
        await db.execute(sql`SELECT before_image, after_image FROM battle_records`),
      );
      expect(battle!.before_image.companies.influence).toBe(COMPANY_INFLUENCE_MAX);
      expect(battle!.after_image.companies.influence).toBe(COMPANY_INFLUENCE_MAX);
    } finally {
      await database.close();
    }
    // Two databases' worth of migrations: past the default on a busy machine.
  }, 120_000);
});
