import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  battleRecords,
  companies,
  companyEvents,
  libraryRules,
  profileRules,
  profiles,
  profileWargear,
  users,
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { KINDS, SAMPLES } from '../../../test/library';
import type { LibraryDefinition } from '../library/define';
import { LIBRARIES } from '../library/kinds';
import { type DataScope, readDataVersion } from './data-version';

// The versions are kept by triggers in the database (migration 0004), so these tests write
// with plain SQL, as any code path, present or future, would.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const SCOPES: DataScope[] = ['companies', 'profiles', 'wargear', 'rule', 'spell', 'heroicAction'];
const STATS = { move: 6, fight: 3, shoot: 4, strength: 3, defence: 5, attacks: 1, wounds: 1 };

async function newPlayer(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Eowyn', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

/** Every scope's version of a player. */
async function versions(userId: string): Promise<Record<string, number>> {
  const entries = await Promise.all(
    SCOPES.map(async (scope) => [scope, await readDataVersion(database.db, userId, scope)]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}

/**
 * Runs a write and checks that it raised exactly the given scope of the owner, by one or more,
 * and nothing of another player.
 */
async function expectRaises(owner: string, scope: DataScope, write: () => Promise<unknown>) {
  const stranger = await newPlayer();
  const before = await versions(owner);
  const strangerBefore = await versions(stranger);
  await write();
  const after = await versions(owner);
  expect(after[scope], `${scope} after the write`).toBeGreaterThan(before[scope]!);
  expect({ ...after, [scope]: 0 }).toEqual({ ...before, [scope]: 0 });
  expect(await versions(stranger)).toEqual(strangerBefore);
}

async function companyWithWarrior(userId: string) {
  const [company] = await database.db
    .insert(companies)
    .values({ userId, name: 'Riders', race: 'Rohan' })
    .returning({ id: companies.id });
  const [warrior] = await database.db
    .insert(warriors)
    .values({
      userId,
      companyId: company!.id,
      name: 'Háma',
      rank: 'Hero',
      baseStats: STATS as never,
      modifyStats: {} as never,
    })
    .returning({ id: warriors.id });
  return { companyId: company!.id, warriorId: warrior!.id };
}

/**
 * Insert, update and delete of one row of `table`, each raising `scope`; `insert` writes the
 * row, or `values` are inserted as they are.
 */
async function expectEachWriteRaises(
  owner: string,
  scope: DataScope,
  table: PgTable,
  values: Record<string, unknown> | (() => Promise<{ id: string }>),
) {
  let id = '';
  await expectRaises(owner, scope, async () => {
    if (typeof values === 'function') ({ id } = await values());
    else {
      const [row] = await database.db
        .insert(table)
        .values(values as never)
        .returning({ id: sql<string>`id` });
      id = row!.id;
    }
  });
  const byId = sql`id = ${id}`;
  await expectRaises(owner, scope, () =>
    database.db
      .update(table)
      .set({ name: 'Renamed' } as never)
      .where(byId),
  );
  await expectRaises(owner, scope, () => database.db.delete(table).where(byId));
}

describe('data versions', () => {
  it('start at 0 and rise with each insert, update and delete of a library, for its owner', async () => {
    const owner = await newPlayer();
    expect(Object.values(await versions(owner))).toEqual([0, 0, 0, 0, 0, 0]);
    // Every kind of LIBRARY_REGISTRY: a library added without its triggers fails here.
    for (const kind of KINDS) {
      const library = LIBRARIES[kind] as LibraryDefinition<typeof kind>;
      await expectEachWriteRaises(owner, kind, library.table, () =>
        library.create(database.db, { id: owner }, SAMPLES[kind] as never),
      );
    }
  });

  it('rise for companies, warriors and every list of a warrior', async () => {
    const owner = await newPlayer();
    const { companyId, warriorId } = await companyWithWarrior(owner);
    await expectEachWriteRaises(owner, 'companies', companies, {
      userId: owner,
      name: 'Ents',
      race: 'Custom',
    });
    await expectEachWriteRaises(owner, 'companies', warriors, {
      userId: owner,
      companyId,
      name: 'Gamling',
      rank: 'Warrior',
      baseStats: STATS,
      modifyStats: {},
    });
    const entry = { warriorId, name: 'Entry', type: 'progression' };
    await expectEachWriteRaises(owner, 'companies', warriorWargear, entry);
    await expectEachWriteRaises(owner, 'companies', warriorRules, entry);
    await expectEachWriteRaises(owner, 'companies', warriorHeroicActions, entry);
    await expectEachWriteRaises(owner, 'companies', warriorSpells, {
      ...entry,
      baseCastingValue: 4,
    });
  });

  it('rise for a company’s log and battle records, which a campaign’s page shows', async () => {
    const owner = await newPlayer();
    const { companyId } = await companyWithWarrior(owner);
    const rows = [
      {
        table: companyEvents,
        values: { companyId, userId: owner, kind: 'warriorRecruited', changes: {} },
        update: sql`kind = 'warriorKilled'`,
      },
      {
        table: battleRecords,
        values: {
          battleId: crypto.randomUUID(),
          companyId,
          userId: owner,
          result: 'win',
          record: {},
        },
        update: sql`result = 'loss'`,
      },
    ];
    for (const { table, values, update } of rows) {
      let id = '';
      await expectRaises(owner, 'companies', async () => {
        const [row] = await database.db
          .insert(table)
          .values(values as never)
          .returning({ id: sql<string>`id` });
        id = row!.id;
      });
      await expectRaises(owner, 'companies', () =>
        database.db.execute(sql`update ${table} set ${update} where id = ${id}`),
      );
      await expectRaises(owner, 'companies', () =>
        database.db.delete(table).where(sql`id = ${id}`),
      );
    }
  });

  it('rise for profiles and their lists', async () => {
    const owner = await newPlayer();
    const [profile] = await database.db
      .insert(profiles)
      .values({
        userId: owner,
        name: 'Rider',
        rank: 'Warrior',
        baseStats: STATS as never,
        modifyStats: {} as never,
      })
      .returning({ id: profiles.id });
    await expectEachWriteRaises(owner, 'profiles', profiles, {
      userId: owner,
      name: 'Archer',
      rank: 'Warrior',
      baseStats: STATS,
      modifyStats: {},
    });
    const entry = { profileId: profile!.id, name: 'Entry', type: 'base' };
    await expectEachWriteRaises(owner, 'profiles', profileWargear, entry);
    await expectEachWriteRaises(owner, 'profiles', profileRules, entry);
  });

  it('rise when a company goes with its warriors and lists, by cascade', async () => {
    const owner = await newPlayer();
    const { companyId, warriorId } = await companyWithWarrior(owner);
    await database.db.insert(warriorWargear).values({ warriorId, name: 'Shield', type: 'base' });
    await expectRaises(owner, 'companies', () =>
      database.db.delete(companies).where(eq(companies.id, companyId)),
    );
    expect(await database.db.select().from(warriors).where(eq(warriors.id, warriorId))).toEqual([]);
  });

  it('rise when an item goes and the rule it granted is kept (set null)', async () => {
    const owner = await newPlayer();
    const { warriorId } = await companyWithWarrior(owner);
    const [item] = await database.db
      .insert(warriorWargear)
      .values({ warriorId, name: 'Horse', type: 'base' })
      .returning({ id: warriorWargear.id });
    await database.db
      .insert(warriorRules)
      .values({ warriorId, name: 'Expert Rider', type: 'wargear', wargearId: item!.id });
    await expectRaises(owner, 'companies', () =>
      database.db.delete(warriorWargear).where(eq(warriorWargear.id, item!.id)),
    );
    const [rule] = await database.db
      .select({ wargearId: warriorRules.wargearId })
      .from(warriorRules)
      .where(eq(warriorRules.warriorId, warriorId));
    expect(rule).toEqual({ wargearId: null });
  });

  it('go with the player: deleting an account with data of every scope leaves no version', async () => {
    const owner = await newPlayer();
    await companyWithWarrior(owner);
    await database.db.insert(libraryRules).values({ userId: owner, name: 'Rule' });
    expect((await versions(owner)).companies).toBeGreaterThan(0);
    await database.db.delete(users).where(eq(users.id, owner));
    expect(Object.values(await versions(owner))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('are raised once for a statement of many rows', async () => {
    const owner = await newPlayer();
    await database.db
      .insert(libraryRules)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId: owner, name: `Rule ${i}` })));
    expect(await readDataVersion(database.db, owner, 'rule')).toBe(1);
  });
});
