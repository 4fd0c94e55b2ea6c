import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryRules, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import type { ServiceContext } from '../context';
import { AnswerCache } from './answer-cache';
import { type AnswerSpec, keptAnswer } from './kept-answer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newPlayer(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Eowyn', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

const addRule = (userId: string, name: string) =>
  database.db.insert(libraryRules).values({ userId, name });

/** The player's rule names as JSON, read through the transaction the answer is built in. */
async function ruleNames(tx: ServiceContext, userId: string): Promise<string> {
  const rows = await tx.db
    .select({ name: libraryRules.name })
    .from(libraryRules)
    .where(eq(libraryRules.userId, userId))
    .orderBy(libraryRules.name);
  return JSON.stringify(rows.map((row) => row.name));
}

/** A spec of the rule list whose builds are counted, and held back while `gate` is set. */
function countedRules(userId: string) {
  const counted = {
    builds: 0,
    gate: undefined as Promise<void> | undefined,
    spec: {
      scope: 'rule',
      variant: '',
      build: async (tx) => {
        counted.builds += 1;
        const text = await ruleNames(tx, userId);
        await counted.gate;
        return text;
      },
    } satisfies AnswerSpec,
  };
  return counted;
}

function openGate() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

const contextOf = (answers = new AnswerCache()) => ({ db: database.db, answers }) as ServiceContext;

describe('kept answers built for requests that miss together', () => {
  it('are built once, and every request gets that one answer', async () => {
    const userId = await newPlayer();
    await addRule(userId, 'Woodland Creature');
    const ctx = contextOf();
    const rules = countedRules(userId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => keptAnswer(ctx, { id: userId }, rules.spec)),
    );

    expect(rules.builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.text).toBe('["Woodland Creature"]');
    // Kept: the next request is answered without building.
    expect(await keptAnswer(ctx, { id: userId }, rules.spec)).toBe(answers[0]);
    expect(rules.builds).toBe(1);
  });

  it('are built apart for other players and other variants', async () => {
    const [one, two] = [await newPlayer(), await newPlayer()];
    await addRule(one, 'Mine');
    await addRule(two, 'Theirs');
    const ctx = contextOf();
    const [rulesOne, rulesTwo] = [countedRules(one), countedRules(two)];
    const otherVariant = { ...rulesOne.spec, variant: 'new ruleset' };

    const [first, second, third] = await Promise.all([
      keptAnswer(ctx, { id: one }, rulesOne.spec),
      keptAnswer(ctx, { id: two }, rulesTwo.spec),
      keptAnswer(ctx, { id: one }, otherVariant),
    ]);

    expect([first.text, second.text, third.text]).toEqual(['["Mine"]', '["Theirs"]', '["Mine"]']);
    expect([rulesOne.builds, rulesTwo.builds]).toEqual([2, 1]);
  });

  it('fail together when the build fails, and the next request builds again', async () => {
    const userId = await newPlayer();
    const ctx = contextOf();
    let builds = 0;
    const failing: AnswerSpec = {
      scope: 'rule',
      variant: '',
      build: async () => {
        builds += 1;
        throw new Error('The database went away.');
      },
    };

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => keptAnswer(ctx, { id: userId }, failing)),
    );

    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    expect(builds).toBe(1);
    const rules = countedRules(userId);
    expect((await keptAnswer(ctx, { id: userId }, rules.spec)).text).toBe('[]');
  });
});

// A build holds its read-only transaction open until the gate opens; the embedded database
// runs one statement at a time, so the write in between can only be shown on PostgreSQL.
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a request that arrives while a build of older data is under way',
  () => {
    it('does not take that build’s answer, but one with the write it came after', async () => {
      const userId = await newPlayer();
      await addRule(userId, 'Before');
      const ctx = contextOf();
      const rules = countedRules(userId);
      const held = openGate();
      rules.gate = held.gate;

      // The first build reads its snapshot, then waits at the gate.
      const early = keptAnswer(ctx, { id: userId }, rules.spec);
      await expect.poll(() => rules.builds).toBe(1);
      await addRule(userId, 'After');
      const late = keptAnswer(ctx, { id: userId }, rules.spec);
      // Time for the late request to read the new version and find the build under way.
      await new Promise((resolve) => setTimeout(resolve, 100));
      rules.gate = undefined;
      held.open();

      expect((await early).text).toBe('["Before"]');
      expect((await late).text).toBe('["After","Before"]');
      expect(rules.builds).toBe(2);
    });
  },
);
