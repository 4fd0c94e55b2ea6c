import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir } from '../../test/helpers';
import { migrationsBefore } from '../../test/migrations';
import { migrateDatabase } from './migrate';
import { rawRows } from './raw-rows';

type KeptWarrior = Record<string, unknown>;
type KeptState = { seq: number; sides: { name: string; warriors: Record<string, KeptWarrior> }[] };

describe('migration 0019_friendly_match_battles', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('gives every warrior of a live battle kept before no wounds inflicted, and keeps the rest', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      await migrateDatabase(db, migrationsBefore('0019_friendly_match_battles', temp.dir));
      const [user, match] = [randomUUID(), randomUUID()];
      await db.execute(sql`INSERT INTO users (id, name, email, password_hash)
        VALUES (${user}, 'Player', ${`${user}@example.test`}, 'x')`);
      await db.execute(sql`INSERT INTO friendly_matches (id, created_by, token_hash, expires_at)
        VALUES (${match}, ${user}, 'hash', now())`);
      const warrior = { name: 'Háma', wounds: 2, woundsTaken: 1, state: 'fighting' };
      const state: KeptState = {
        seq: 3,
        sides: [
          { name: 'Riders', warriors: { w1: warrior } },
          { name: 'Orcs', warriors: {} },
        ],
      };
      await db.execute(sql`INSERT INTO live_battles (match_id, friendly_match_id, seq, state)
        VALUES (${match}, ${match}, 3, ${JSON.stringify(state)}::jsonb)`);

      await migrateDatabase(db);

      const [kept] = rawRows<{ state: KeptState }>(
        await db.execute(sql`SELECT state FROM live_battles`),
      );
      expect(kept!.state).toEqual({
        seq: 3,
        sides: [
          { name: 'Riders', warriors: { w1: { ...warrior, woundsInflicted: 0 } } },
          { name: 'Orcs', warriors: {} },
        ],
      });
    } finally {
      await database.close();
    }
    // Two databases' worth of migrations: past the default on a busy machine.
  }, 120_000);
});
