import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyInput, CreateWarriorInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { heroPayload } from '../../../test/companies';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import type { Caller, ServiceContext } from '../context';
import { createWarrior } from '../warrior/create-warrior';
import { createCompany } from './create-company';
import { listCompanies } from './list-companies';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Counts the statements the database's driver is sent (PGlite and pg both have `query`). */
function countingStatements(db: Database) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const counter = { statements: 0 };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.statements += 1;
    return query.apply(this, args);
  };
  return { counter, restore: () => void (client.query = query) };
}

async function playerWith(companies: number, warriorsEach: number): Promise<Caller> {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Eomer', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning();
  const caller: Caller = {
    id: user!.id,
    name: user!.name,
    email: user!.email,
    donated: false,
    newRuleset: false,
    isAdmin: false,
    walkthroughDismissed: false,
    sessionId: 'test',
  };
  const ctx = { db: database.db } as ServiceContext;
  for (let c = 0; c < companies; c += 1) {
    const company = await createCompany(
      ctx,
      caller,
      CompanyInput.parse({ name: `C${c}`, race: 'Rohan' }),
    );
    for (let w = 0; w < warriorsEach; w += 1) {
      await createWarrior(
        ctx,
        caller,
        CreateWarriorInput.parse({ ...heroPayload(), companyId: company.id }),
      );
    }
  }
  return caller;
}

describe('listCompanies', () => {
  it('costs one statement, for one warrior as for thirty', async () => {
    const small = await playerWith(1, 1);
    const large = await playerWith(5, 6);
    const counts: number[] = [];
    const ctx = { db: database.db } as ServiceContext;
    for (const caller of [small, large]) {
      const { counter, restore } = countingStatements(database.db);
      const listed = await listCompanies(ctx, caller).finally(restore);
      expect(listed.flatMap((c) => Object.keys(c.warriors))).toHaveLength(
        caller === small ? 1 : 30,
      );
      counts.push(counter.statements);
    }
    expect(counts).toEqual([1, 1]);
  });
});
