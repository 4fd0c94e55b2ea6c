import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import type { ServiceContext } from './context';
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser(name: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ name, email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

/** Resolves once `parties` callers have arrived. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return opened;
  };
}

describe('inTransaction', () => {
  it('runs the work once and answers what it answered', async () => {
    const ctx = { db: database.db } as ServiceContext;
    let runs = 0;
    expect(await inTransaction(ctx, async () => ++runs)).toBe(1);
    expect(runs).toBe(1);
  });

  it('does not run again work that failed for another reason', async () => {
    const ctx = { db: database.db } as ServiceContext;
    let runs = 0;
    const failing = inTransaction(ctx, async () => {
      runs += 1;
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(runs).toBe(1);
  });

  // Two connections are needed to meet in a deadlock: the embedded database has one.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'runs again a transaction PostgreSQL ended for a deadlock, so both writes land',
    async () => {
      const ctx = { db: database.db } as ServiceContext;
      const [first, second] = [await newUser('First'), await newUser('Second')];
      const bothHoldOne = barrier(2);
      let runs = 0;
      // Each locks one row, waits until the other holds the other row, then asks for it.
      const lockBoth = (one: string, other: string, name: string) =>
        inTransaction(ctx, async ({ db }) => {
          runs += 1;
          const retried = runs > 2;
          await db.select().from(users).where(eq(users.id, one)).for('update');
          if (!retried) await bothHoldOne();
          await db.select().from(users).where(eq(users.id, other)).for('update');
          await db.update(users).set({ name }).where(eq(users.id, one));
        });
      await Promise.all([
        lockBoth(first, second, 'First again'),
        lockBoth(second, first, 'Second again'),
      ]);
      // One of the two was run again. On a busy machine its second run can take its first row
      // back before the other gets it and meet the same deadlock once more: a third attempt.
      expect(runs).toBeGreaterThanOrEqual(3);
      expect(TRANSACTION_ATTEMPTS).toBeGreaterThan(1);
      const names = await database.db.select({ name: users.name }).from(users);
      expect(names.map((row) => row.name).sort()).toEqual(['First again', 'Second again']);
    },
  );
});
