import { eq } from 'drizzle-orm';
import { firstRefusals } from '@warband/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aftermathChoices,
  AftermathInput,
  CompanyInput,
  previewAftermath,
  type Company,
  type Warrior,
} from '@warband/schemas';
import { battleSpec, choicesFor, recruit } from '../../../test/aftermath-arbitraries';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { companies, companyEvents, users } from '../../db/schema';
import { ServiceError } from '../../errors';
import { createCompany } from '../company/create-company';
import { readCompany } from '../company/company-entity';
import type { Caller, ServiceContext } from '../context';
import { applyAftermath } from './apply-aftermath';

// The wizard shows, before Submit, what the rules' planAftermath makes of the company as the
// API answered it; the server works it out again from the stored rows and writes it. Both
// must come to the same company, field for field, and to the same refusals.

let database: TestDatabase;
let ctx: ServiceContext;
let caller: Caller;
beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db } as ServiceContext;
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Theoden', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning();
  caller = { ...user!, isAdmin: false, sessionId: 'test' };
});
afterAll(() => database.close());

/** What a level-up's perk adds, beside the characteristic the arbitraries give. */
const perkSpec = fc.constantFrom(
  null,
  { kind: 'rule' as const, rule: { mode: 'new' as const, libraryId: null, name: 'Sworn Oath' } },
  {
    kind: 'heroicAction' as const,
    heroicAction: { mode: 'new' as const, libraryId: null, name: 'Heroic Charge' },
  },
);
const itemSpec = fc.option(
  fc.record({
    taker: fc.nat(),
    pointsLow: fc.integer({ min: 0, max: 20 }),
    stat: fc.constantFrom(null, 'fight' as const, 'intelligence' as const),
  }),
);

async function companyFor(battle: typeof battleSpec extends fc.Arbitrary<infer T> ? T : never) {
  const { id } = await createCompany(
    ctx,
    caller,
    CompanyInput.parse({ name: 'Eored', race: 'Rohan' }),
  );
  const warriors: Warrior[] = [];
  let owner: string | null = null;
  for (const spec of battle.warriors) {
    const plain = spec.rank === 'Creature' && !owner;
    const warrior = await recruit(
      ctx,
      caller,
      id,
      plain ? { ...spec, rank: 'Warrior' } : spec,
      owner,
    );
    if (warrior.rank === 'Leader' || warrior.rank === 'Sergeant') owner ??= warrior.id;
    warriors.push(warrior);
  }
  return { warriors, company: await answered(id) };
}

async function answered(companyId: string): Promise<Company> {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return readCompany(ctx.db, row!);
}

/** A warrior as compared: what the server stamps on a write, and new entries' ids, left out. */
function comparable(warrior: Warrior) {
  const { revision: _r, createdAt: _c, updatedAt: _u, ...fields } = warrior;
  const unstamped = <E extends { id: string }>(list: E[]) => list.map(({ id: _id, ...e }) => e);
  return {
    ...fields,
    wargear: unstamped(warrior.wargear),
    specialRules: unstamped(warrior.specialRules),
    heroicActions: unstamped(warrior.heroicActions),
    spells: unstamped(warrior.spells),
  };
}

/** Events as sorted JSON with sorted keys: the database keeps neither order. */
function canonical(events: readonly unknown[]): string[] {
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sortKeys(v)]),
          )
        : value;
  return events.map((event) => JSON.stringify(sortKeys(event))).sort();
}

describe("the War's Aftermath's preview", () => {
  it('is what the server applies, field for field, or refused with the same fields', async () => {
    await fc.assert(
      fc.asyncProperty(battleSpec, perkSpec, itemSpec, async (battle, perk, item) => {
        const { warriors, company } = await companyFor(battle);
        const values = choicesFor(battle, warriors);
        for (const levelUp of values.levelUps ?? []) {
          if (levelUp.kind === 'hero' && perk) levelUp.perks = [perk];
        }
        if (item) {
          values.rewards!.item = {
            source: 'new',
            warriorId: warriors[item.taker % warriors.length]!.id,
            item: {
              name: 'Horn of the Mark',
              pointsLow: item.pointsLow,
              pointsHigh: item.pointsLow,
              mount: 0,
              adjustmentStat: item.stat,
              adjustmentValue: item.stat ? 1 : 0,
            },
          };
        }
        const input = AftermathInput.parse(values);
        const preview = previewAftermath(aftermathChoices(input, null), {
          influence: company.influence,
          rating: company.currentRating,
          warriors: Object.values(company.warriors),
          newRuleset: caller.newRuleset,
        });

        const applying = applyAftermath(ctx, caller, { ...input, companyId: company.id });
        if (preview.refusals.length > 0) {
          const refused = await applying.then(
            () => null,
            (error: unknown) => error,
          );
          expect(refused).toBeInstanceOf(ServiceError);
          expect((refused as ServiceError).fields).toEqual(firstRefusals(preview.refusals));
          return;
        }
        const applied = await applying;
        const shown = new Map(preview.warriors.map((w) => [w.after.id, w.after]));
        for (const warrior of Object.values(applied.warriors)) {
          const expected = shown.get(warrior.id) ?? company.warriors[warrior.id]!;
          expect(comparable(warrior)).toEqual(comparable(expected));
        }
        expect(applied.influence).toBe(preview.influence.after);
        expect(applied.currentRating).toBe(preview.ratingAfter);
        expect(applied.rating).toBe(preview.ratingAfter);
        const logged = await ctx.db
          .select({
            kind: companyEvents.kind,
            warriorId: companyEvents.warriorId,
            data: companyEvents.changes,
          })
          .from(companyEvents)
          .where(eq(companyEvents.battleId, input.battleId));
        expect(canonical(logged)).toEqual(canonical(preview.events));
      }),
      { numRuns: 25 },
    );
    // Twenty-five companies recruited and applied: some seconds alone, more on a busy machine.
  }, 120_000);
});
