import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateAsPostgresServersDid } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateAsPgliteServersDid } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestDatabase, makeTempDir } from '../../test/helpers';
import { hashToken } from '../services/tokens';
import type { Database } from './client';
import { MIGRATIONS_DIR, migrateDatabase, readMigrations } from './migrate';

interface JournalEntry {
  tag: string;
  when: number;
  /** The file under drizzle/ that holds it today, when the tag was renamed since. */
  file?: string;
}

const current: JournalEntry[] = readMigrations(MIGRATIONS_DIR).map(({ tag, when }) => ({
  tag,
  when,
}));
const entry = (tag: string) => current.find((each) => each.tag === tag)!;

/**
 * Every state of the migrations a server on main could have left a database in, as that
 * server's journal recorded it: each migration in turn, and two states a merge later changed.
 */
const EARLIER_STATES: { name: string; journal: JournalEntry[] }[] = [
  ...current.map((_, k) => ({
    name: `up to ${current[k]!.tag}`,
    journal: current.slice(0, k + 1),
  })),
  {
    // The sharing migration landed before the profiles one, which was dated earlier.
    name: 'sharing before profiles',
    journal: [entry('0000_initial'), entry('0001_companies'), entry('0003_sharing')],
  },
  {
    // The battle records landed as the fifth migration, dated after the data versions that
    // a merge then put before them (and renamed them 0005).
    name: 'battle records before data versions',
    journal: [
      entry('0000_initial'),
      entry('0001_companies'),
      entry('0002_profiles'),
      entry('0003_sharing'),
      { tag: '0004_battle_records', when: 1795613029597, file: '0005_battle_records' },
    ],
  },
];

/** What each landed migration holds: a migration is known by this, so it never changes. */
const LANDED = {
  '0000_initial': '9fd09fd5ac8f37da19eeadae842ff3822e0ed5d0c15b53e127ca52f56f74107b',
  '0001_companies': 'e97cc0b099281a5a4aa8d6df4232b81e2eb4ca5ec25745d0475502d188a8e469',
  '0002_profiles': '587cae98cb317a2876d585914f8fbc6bd031d07a3294bf376981b225c40487cd',
  '0003_sharing': 'e5896cde46a757ae2c16d97ab2c966747fdedf23dae92e2f9109e4ad0c403a49',
  '0004_data_versions': '5567fa41522b243c955e5ae1e70b426c8ffcc43d475ab79f018e2a22569f6977',
  '0005_battle_records': '5774ac02344189e0005d5ee64d8a12a8a64b62c8fa7cf2b9ce67903e9e4942e7',
  '0006_share_id': '5323ecad2a0f91ce5e9b607e9779297e422e7e1a033be2e8fcf0fce7c64d28c2',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Tables, columns, constraints, indexes, triggers and functions, one line each. */
async function schemaOf(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' ||
      is_nullable || ' ' || coalesce(column_default, '') AS line
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT 'constraint ' || conrelid::regclass::text || '.' || conname || ' ' ||
      pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || '.' || tgname
      FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'function ' || proname || '(' || pg_get_function_identity_arguments(oid) || ')'
      FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    ORDER BY 1`);
  return rowsOf<{ line: string }>(result).map((row) => row.line);
}

/** Migrates `db` to `journal` as the servers of the time did: Drizzle's own migrator. */
async function migrateAsEarlierServer(db: Database, driver: string, journal: JournalEntry[]) {
  const temp = makeTempDir('wl-migrations-');
  try {
    fs.mkdirSync(path.join(temp.dir, 'meta'));
    const entries = journal.map(({ tag, when }, idx) => {
      return { idx, version: '7', when, tag, breakpoints: true };
    });
    fs.writeFileSync(
      path.join(temp.dir, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    for (const { tag, file } of journal) {
      fs.copyFileSync(
        path.join(MIGRATIONS_DIR, `${file ?? tag}.sql`),
        path.join(temp.dir, `${tag}.sql`),
      );
    }
    const config = { migrationsFolder: temp.dir };
    if (driver === 'pglite') {
      await migrateAsPgliteServersDid(db as unknown as PgliteDatabase, config);
    } else {
      await migrateAsPostgresServersDid(db as unknown as NodePgDatabase, config);
    }
  } finally {
    temp.remove();
  }
}

const has = (journal: JournalEntry[], tag: string) =>
  journal.some((each) => (each.file ?? each.tag) === tag);

describe('upgrading a database from an earlier state of the migrations', () => {
  const temp = makeTempDir();
  let fresh: string[];
  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      await migrateDatabase(database.db);
      fresh = await schemaOf(database.db);
    } finally {
      await database.close();
    }
  });
  afterAll(() => temp.remove());

  it('never changes a migration that landed', () => {
    for (const [tag, hash] of Object.entries(LANDED)) {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`));
      expect(createHash('sha256').update(text).digest('hex'), tag).toBe(hash);
    }
  });

  it.each(EARLIER_STATES)('starts from $name and keeps its data', async ({ journal }) => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      await migrateAsEarlierServer(db, database.driver, journal);

      // A little of what a player had at that state.
      const [player, company, profile, battle] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
      ];
      const token = `token-${player}`;
      await db.execute(sql`INSERT INTO users (id, name, email, password_hash)
        VALUES (${player}, 'Earlier Player', ${`${player}@example.test`}, 'x')`);
      await db.execute(sql`INSERT INTO sessions (user_id, token_hash, expires_at)
        VALUES (${player}, ${hashToken(token)}, now() + interval '1 day')`);
      if (has(journal, '0001_companies')) {
        await db.execute(sql`INSERT INTO companies (id, user_id, name, race)
          VALUES (${company}, ${player}, 'The Earlier Company', 'Men of Gondor')`);
      }
      if (has(journal, '0003_sharing')) {
        await db.execute(sql`UPDATE companies SET shared = true WHERE id = ${company}`);
      }
      if (has(journal, '0002_profiles')) {
        await db.execute(sql`INSERT INTO profiles (id, user_id, name, rank, base_stats, modify_stats)
          VALUES (${profile}, ${player}, 'Earlier Profile', 'Hero', '{}', '{}')`);
      }
      if (has(journal, '0005_battle_records')) {
        await db.execute(sql`INSERT INTO battle_records (battle_id, company_id, user_id, result, record)
          VALUES (${battle}, ${company}, ${player}, 'won', '{}')`);
      }

      await migrateDatabase(db);

      expect(await schemaOf(db)).toEqual(fresh);
      const count = async (table: string) => {
        const result = await db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
        );
        return rowsOf<{ n: number }>(result)[0]!.n;
      };
      expect(await count('users')).toBe(1);
      expect(await count('companies')).toBe(has(journal, '0001_companies') ? 1 : 0);
      expect(await count('profiles')).toBe(has(journal, '0002_profiles') ? 1 : 0);
      expect(await count('battle_records')).toBe(has(journal, '0005_battle_records') ? 1 : 0);

      const app = await buildTestApp(db, temp.dir);
      try {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        const settings = await app.inject({
          method: 'GET',
          url: '/api/users/settings',
          headers: bearer(token),
        });
        expect(settings.statusCode).toBe(200);
        if (has(journal, '0001_companies')) {
          const companies = await app.inject({
            method: 'GET',
            url: '/api/companies',
            headers: bearer(token),
          });
          expect(companies.statusCode).toBe(200);
          expect(companies.body).toContain('The Earlier Company');
        }
        if (has(journal, '0003_sharing') && !has(journal, '0006_share_id')) {
          // A link sent before share ids existed named the company itself, and still works.
          const shared = await app.inject({
            method: 'GET',
            url: `/api/company/shared/${player}/${company}`,
          });
          expect(shared.statusCode).toBe(200);
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('migration 0013: a company takes part only while its owner is a member', () => {
  it('takes out the companies a removed member left behind, and keeps every other', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      const upTo = current.findIndex((each) => each.tag === '0012_campaign_versions');
      await migrateAsEarlierServer(db, database.driver, current.slice(0, upTo + 1));
      const [owner, removed, campaign, kept, left] = Array.from({ length: 5 }, randomUUID);
      for (const [id, name] of [
        [owner, 'Owner'],
        [removed, 'Removed'],
      ] as const) {
        await db.execute(sql`INSERT INTO users (id, name, email, password_hash)
          VALUES (${id}, ${name}, ${`${id}@example.test`}, 'x')`);
      }
      await db.execute(sql`INSERT INTO campaigns (id, owner_id, name, new_ruleset)
        VALUES (${campaign}, ${owner}, 'War of the Ring', false)`);
      await db.execute(sql`INSERT INTO campaign_members (campaign_id, user_id, role)
        VALUES (${campaign}, ${owner}, 'owner')`);
      for (const [id, userId] of [
        [kept, owner],
        [left, removed],
      ] as const) {
        await db.execute(sql`INSERT INTO companies (id, user_id, name, race)
          VALUES (${id}, ${userId}, 'Riders', 'Rohan')`);
        await db.execute(sql`INSERT INTO campaign_companies (campaign_id, company_id, user_id)
          VALUES (${campaign}, ${id}, ${userId})`);
      }

      await migrateDatabase(db);

      const participations = await db.execute(
        sql`SELECT company_id FROM campaign_companies ORDER BY company_id`,
      );
      expect(rowsOf<{ company_id: string }>(participations)).toEqual([{ company_id: kept }]);
      await expect(
        db.execute(sql`INSERT INTO campaign_companies (campaign_id, company_id, user_id)
          VALUES (${campaign}, ${left}, ${removed})`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
