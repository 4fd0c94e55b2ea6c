import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGED_SINCE_CORRECTED_BATTLE,
  CHOICES_NOT_KEPT,
  ONLY_THE_LAST_BATTLE_CORRECTED,
  type BattleCorrectionInput,
  type Company,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleCorrections, battleRecords, companyEvents } from '../../db/schema';
import {
  ChangedSinceBattleError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import { isUuid } from '../owned';
import { matchOfBattle } from './match-side';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { applyAftermath } from './apply-aftermath';
import { namedLastBattle } from './last-battle';
import { ImageTooOldError, undoBattle } from './undo-battle';

export const CORRECTION_ID_TAKEN = 'This correction id belongs to another battle';
export const IMAGE_TOO_OLD_TO_CORRECT =
  'This battle was applied before an update of the app and can no longer be corrected.';
const OTHER_BATTLE = 'The choices are of another battle than the one corrected';

/**
 * PUT /company/{id}/battles/{battleId}/correction: replaces the company's last battle with the
 * same battle under corrected choices, in one transaction: the battle is undone and applied
 * again (the undo's and the apply's own verbs), so the company ends exactly as if the
 * corrected choices had been applied in the first place. The battle keeps its date and the
 * choices it was first applied with. Refused as the undo is when the company changed after
 * the battle, unless the player confirms. The correction id is claimed first, so a correction
 * sent twice is applied once and answers as it first did.
 */
export async function correctBattle(
  ctx: ServiceContext,
  caller: Caller,
  input: { companyId: string; battleId: string; correction: BattleCorrectionInput },
): Promise<Company> {
  const { companyId, battleId } = input;
  const { correctionId, confirm, seen, ...choices } = input.correction;
  return inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const company = await lockOwnedCompany(db, caller, companyId);
    // Checked before the claim writes it: what is not a UUID names no battle.
    if (!isUuid(battleId)) throw new NotFoundError();
    const [claimed] = await db
      .insert(battleCorrections)
      .values({ correctionId, companyId: company.id, battleId })
      .onConflictDoNothing({ target: battleCorrections.correctionId })
      .returning({ correctionId: battleCorrections.correctionId });
    if (!claimed) return firstAnswer(db, company.id, battleId, correctionId);

    const last = await namedLastBattle(db, company.id, battleId, ONLY_THE_LAST_BATTLE_CORRECTED);
    if (choices.battleId !== battleId) throw new ValidationError({ battleId: OTHER_BATTLE });
    if (!last.request) throw new ConflictError(CHOICES_NOT_KEPT);

    // The corrected battle stays the side of its match, unless the correction names another.
    const matchId = choices.matchId ?? (await matchOfBattle(db, battleId));
    try {
      await undoBattle(tx, caller, { companyId, battleId, discardEdits: confirm, seen });
    } catch (error) {
      throw correctionRefusal(error);
    }
    // The battle id is the record's key: the undone record makes way for the corrected one.
    await db.delete(battleRecords).where(eq(battleRecords.id, last.id));
    // So do the log's lines of the first version and of its undoing: the company's story tells
    // the battle once, as corrected, on the day it was fought.
    const ofThisBattle = and(
      eq(companyEvents.companyId, company.id),
      eq(companyEvents.battleId, battleId),
    );
    await db.delete(companyEvents).where(ofThisBattle);
    const answer = await applyAftermath(tx, caller, {
      ...choices,
      ...(matchId ? { matchId } : {}),
      companyId,
    });
    await db.update(companyEvents).set({ createdAt: last.appliedAt }).where(ofThisBattle);
    const appliedAt = last.appliedAt.toISOString();
    await db
      .update(battleRecords)
      .set({
        appliedAt: last.appliedAt,
        record: sql`jsonb_set(${battleRecords.record}, '{appliedAt}', ${JSON.stringify(appliedAt)}::jsonb)`,
        firstRequest: last.firstRequest ?? last.request,
        correctedAt: new Date(),
      })
      .where(eq(battleRecords.battleId, battleId));
    await db
      .update(battleCorrections)
      .set({ answer })
      .where(eq(battleCorrections.correctionId, correctionId));
    return answer;
  });
}

/** The undo's refusals, in the words of a correction. */
function correctionRefusal(error: unknown): unknown {
  if (error instanceof ChangedSinceBattleError) {
    return new ChangedSinceBattleError(error.current, CHANGED_SINCE_CORRECTED_BATTLE);
  }
  if (error instanceof ImageTooOldError) return new ImageTooOldError(IMAGE_TOO_OLD_TO_CORRECT);
  return error;
}

async function firstAnswer(
  db: Database,
  companyId: string,
  battleId: string,
  correctionId: string,
): Promise<Company> {
  const [first] = await db
    .select()
    .from(battleCorrections)
    .where(eq(battleCorrections.correctionId, correctionId));
  if (!first?.answer || first.companyId !== companyId || first.battleId !== battleId) {
    throw new ConflictError(CORRECTION_ID_TAKEN);
  }
  return first.answer;
}
