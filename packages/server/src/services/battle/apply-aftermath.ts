import { eq } from 'drizzle-orm';
import { present } from '@warband/rules/narrow';
import type { AftermathInput, Company } from '@warband/schemas';
import { battleRecords, companies } from '../../db/schema';
import { ConflictError } from '../../errors';
import { checkMatchSide, linkMatchSide } from './match-side';
import { readCompany } from '../company/company-entity';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { lockLiveSide, logLiveAftermath } from '../live/log-live-aftermath';
import { inTransaction } from '../transaction';
import { planAftermath } from './aftermath-plan';
import { claimBattle, firstAnswer } from './claim-battle';
import { companyImage } from './company-image';
import { writeAftermath } from './write-aftermath';

export const COMPANY_RETIRED = 'A retired company fights no battles: re-enlist it first.';

/**
 * PUT /company/{id}/battle: applies the War's Aftermath in one transaction and answers the
 * company with its warriors. The battle is claimed first, so a second submission answers
 * what the first answered without changing anything. Any invalid choice ends the
 * transaction before it commits, so nothing at all is written.
 */
export async function applyAftermath(
  ctx: ServiceContext,
  caller: Caller,
  input: AftermathInput & { companyId: string },
): Promise<Company> {
  return inTransaction(ctx, async ({ db }) => {
    const company = await lockOwnedCompany(db, caller, input.companyId);
    const mine = await claimBattle(db, caller, company.id, input);
    // A battle already applied answers as it did, even if the company retired since.
    if (!mine) return firstAnswer(db, company.id, input.battleId);
    if (company.retired) throw new ConflictError(COMPANY_RETIRED);
    const match = input.matchId
      ? await checkMatchSide(db, company.id, input.matchId, input.battleId)
      : undefined;
    const live = input.matchId ? await lockLiveSide(db, company.id, input.matchId) : null;

    const beforeImage = await companyImage(db, company.id);
    const plan = await planAftermath(db, caller, company, input, mine.appliedAt, match);
    const of = { companyId: company.id, userId: caller.id, battleId: input.battleId };
    await writeAftermath(db, of, plan);
    if (input.matchId) await linkMatchSide(db, company.id, input.matchId, input.battleId);
    // Played live, the match's log shows the opponent the dice of this aftermath.
    if (live) await logLiveAftermath(db, caller, live, plan.record);
    const [updated] = await db.select().from(companies).where(eq(companies.id, company.id));
    const answer = await readCompany(db, present(updated, 'The company row'));
    const afterImage = await companyImage(db, company.id);
    await db
      .update(battleRecords)
      .set({ record: plan.record, answer, beforeImage, afterImage })
      .where(eq(battleRecords.id, mine.id));
    return answer;
  });
}
