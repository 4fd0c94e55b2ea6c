import { present } from '@warband/rules/narrow';
import { eq } from 'drizzle-orm';
import {
  CHOICES_NOT_KEPT,
  ONLY_THE_LAST_BATTLE_CORRECTED,
  type BattleCorrectionSource,
} from '@warband/schemas';
import { companies } from '../../db/schema';
import { ConflictError } from '../../errors';
import { readCompany } from '../company/company-entity';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { restoreCompanyImage } from './company-image';
import { namedLastBattle } from './last-battle';
import { todaysImage } from './undo-battle';

/** Carries what was read inside a transaction out of it, rolling the transaction back. */
class ReadThenRolledBack extends Error {
  constructor(readonly source: BattleCorrectionSource) {
    super('rolled back on purpose');
  }
}

/**
 * GET /company/{id}/battles/{battleId}/correction: the last battle's choices as applied, and
 * the company as it was just before, for the War's Aftermath to be filled in again. The
 * company before is its image written back and read as any company is read, then rolled back:
 * one way of reading a company, so the wizard sees exactly what the apply planned with.
 */
export async function correctionSource(
  ctx: ServiceContext,
  caller: Caller,
  input: { companyId: string; battleId: string },
): Promise<BattleCorrectionSource> {
  try {
    return await inTransaction<never>(ctx, async ({ db }) => {
      const company = await lockOwnedCompany(db, caller, input.companyId);
      const last = await namedLastBattle(
        db,
        company.id,
        input.battleId,
        ONLY_THE_LAST_BATTLE_CORRECTED,
      );
      if (!last.request) throw new ConflictError(CHOICES_NOT_KEPT);
      await restoreCompanyImage(db, company.id, await todaysImage(db, last.beforeImage));
      const [before] = await db.select().from(companies).where(eq(companies.id, company.id));
      const source = {
        choices: last.request,
        company: await readCompany(db, present(before, 'The corrected company')),
      };
      throw new ReadThenRolledBack(source);
    });
  } catch (error) {
    if (error instanceof ReadThenRolledBack) return error.source;
    throw error;
  }
}
