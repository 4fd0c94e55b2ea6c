import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AftermathInput, CompanyInput, type Warrior } from '@warband/schemas';
import { users } from '../../db/schema';
import { battleSpec, choicesFor, recruit } from '../../../test/aftermath-arbitraries';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { createCompany } from '../company/create-company';
import type { Caller, ServiceContext } from '../context';
import { applyAftermath } from './apply-aftermath';
import { companyImage } from './company-image';
import { undoBattle } from './undo-battle';

let database: TestDatabase;
let ctx: ServiceContext;
let caller: Caller;
beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db } as ServiceContext;
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Eomer', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning();
  caller = { ...user!, isAdmin: false, sessionId: 'test' };
});
afterAll(() => database.close());

describe("applying a War's Aftermath, then undoing it", () => {
  it('gives back the company byte for byte, and never breaks a limit on the way', async () => {
    await fc.assert(
      fc.asyncProperty(battleSpec, async (battle) => {
        const company = await createCompany(
          ctx,
          caller,
          CompanyInput.parse({ name: 'Éored', race: 'Rohan' }),
        );
        const warriors: Warrior[] = [];
        let owner: string | null = null;
        for (const spec of battle.warriors) {
          const warrior = await recruit(
            ctx,
            caller,
            company.id,
            spec.rank === 'Creature' && !owner ? { ...spec, rank: 'Warrior' } : spec,
            owner,
          );
          if (warrior.rank === 'Leader' || warrior.rank === 'Sergeant') owner ??= warrior.id;
          warriors.push(warrior);
        }
        const before = await companyImage(ctx.db, company.id);
        const input = AftermathInput.parse(choicesFor(battle, warriors));
        const after = await applyAftermath(ctx, caller, { ...input, companyId: company.id });

        expect(after.influence).toBeGreaterThanOrEqual(0);
        for (const warrior of Object.values(after.warriors)) {
          expect(warrior.baseStats.fate + warrior.modifyStats.fate).toBeLessThanOrEqual(3);
          expect(warrior.experience).toBeLessThanOrEqual(105);
        }
        await undoBattle(ctx, caller, {
          companyId: company.id,
          battleId: input.battleId,
          discardEdits: false,
        });
        expect(JSON.stringify(await companyImage(ctx.db, company.id))).toBe(JSON.stringify(before));
      }),
      { numRuns: 60 },
    );
    // Sixty companies recruited, applied and undone: seconds alone, more on a busy machine.
  }, 120_000);
});
