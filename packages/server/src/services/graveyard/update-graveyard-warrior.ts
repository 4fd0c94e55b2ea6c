import { eq } from 'drizzle-orm';
import { isOneOf, RANKS, validateHeroInjuries, WARRIOR_STATUSES } from '@warband/rules';
import type { GraveyardUpdateInput, Warrior } from '@warband/schemas';
import { warriors } from '../../db/schema';
import { StaleError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { writeCompanyEvents } from '../events/company-events';
import { warriorEditEvents } from '../events/warrior-edit-events';
import { inTransaction } from '../transaction';
import { readWarrior } from '../warrior/warrior-entity';
import { findInGraveyard } from './graveyard-rows';

/**
 * PUT /graveyard/{id}: the Injuries tab of a graveyard warrior, the only part that can
 * change there. A status other than dead brings the warrior back to its
 * company and out of the graveyard (docs/rules.md#statuses); its Creatures, who died with it, stay
 * dead until brought back one by one. Lost and hero wounds follow the editor's rule
 * (docs/rules.md#heroes). Bringing a warrior back is logged in the same transaction; new wounds
 * alone are not. A retired company's dead stay as they are until it is re-enlisted.
 */
export function updateGraveyardWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: GraveyardUpdateInput & { id: string },
): Promise<Warrior> {
  return inTransaction(ctx, async ({ db }) => {
    const row = await findInGraveyard(db, caller, input.id);
    // Bringing back a warrior whose wounds changed since would write over them.
    if (row.revision !== input.revision)
      throw new StaleError(await readWarrior(db, caller, row.id));
    const next = {
      status: input.status,
      legWound: input.legWound ?? row.legWound,
      armWound: input.armWound ?? row.armWound,
      oldWound: input.oldWound ?? row.oldWound,
    };
    if (!isOneOf(WARRIOR_STATUSES, next.status) || !isOneOf(RANKS, row.rank)) {
      throw new Error(`Warrior ${row.id} has an unknown status or rank`);
    }
    const errors = validateHeroInjuries({
      ...next,
      status: next.status,
      rank: row.rank,
      baseStats: row.baseStats,
      modifyStats: row.modifyStats,
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await db
      .update(warriors)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(warriors.id, row.id));
    const subject = { companyId: row.companyId, userId: caller.id, warriorId: row.id };
    await writeCompanyEvents(db, warriorEditEvents(subject, row, { ...row, status: next.status }));
    return readWarrior(db, caller, row.id);
  });
}
