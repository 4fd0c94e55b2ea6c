import { present } from '@warband/rules/narrow';
import { eq } from 'drizzle-orm';
import {
  BATTLE_NOT_IMAGED,
  CHANGED_SINCE_BATTLE,
  ONLY_THE_LAST_BATTLE,
  type Company,
  type UndoBattleInput,
} from '@warband/schemas';
import { battleRecords, companies } from '../../db/schema';
import { ChangedSinceBattleError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../owned';
import { unlinkBattle } from './match-side';
import { readCompany } from '../company/company-entity';
import { COMPANY_RETIRED } from '../company/enlisted';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { namedLastBattle } from './last-battle';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { upgradeImage } from '../../db/image-upgrades';
import type { Database } from '../../db/client';
import {
  companyIsAsImaged,
  companyState,
  imageFitsTables,
  restoreCompanyImage,
  type CompanyImage,
} from './company-image';

export const IMAGE_TOO_OLD =
  'This battle was applied before an update of the app and can no longer be undone.';

/** The battle's images are older than any upgrade reaches: a conflict of its own kind. */
export class ImageTooOldError extends ConflictError {
  constructor(message = IMAGE_TOO_OLD) {
    super(message);
  }
}

/**
 * POST /company/{id}/battles/{battleId}/undo: puts the company, its warriors and their lists
 * back exactly as they were before its last battle (Creatures that died and wounds that were
 * healed included), and takes the battle out of the history. Refused when anything changed
 * after the battle, unless the player confirms discarding those changes as they are now.
 */
export async function undoBattle(
  ctx: ServiceContext,
  caller: Caller,
  input: UndoBattleInput & { companyId: string; battleId: string },
): Promise<Company> {
  return inTransaction(ctx, async ({ db }) => {
    const company = await lockOwnedCompany(db, caller, input.companyId);
    if (!isUuid(input.battleId)) throw new NotFoundError();
    // Read-only until re-enlisted, as for its warriors' edits.
    if (company.retired) throw new ConflictError(COMPANY_RETIRED);
    const last = await namedLastBattle(db, company.id, input.battleId, ONLY_THE_LAST_BATTLE);
    const after = await todaysImage(db, last.afterImage);
    const before = await todaysImage(db, last.beforeImage);
    const unchanged = await companyIsAsImaged(db, company.id, after);
    if (!unchanged) await checkDiscardConfirmed(db, company.id, input);
    await restoreCompanyImage(db, company.id, before);
    await db
      .update(battleRecords)
      .set({ undoneAt: new Date() })
      .where(eq(battleRecords.id, last.id));
    // An undone battle was never fought: its match side waits for a battle again.
    await unlinkBattle(db, input.battleId);
    const of = { companyId: company.id, userId: caller.id, battleId: input.battleId };
    await writeCompanyEvents(db, [
      companyEvent('battleUndone', of, { discardedEdits: !unchanged }),
    ]);
    const [restored] = await db.select().from(companies).where(eq(companies.id, company.id));
    return readCompany(db, present(restored, 'The restored company'));
  });
}

/**
 * Refuses unless the player confirmed discarding the company's changes as they are now: a
 * confirmation of an older state (edited since, on another device) or of none is asked again,
 * so nothing the player was never asked about is lost
 * (docs/adr/0168-a-confirmed-undo-discards-only-what-it-asked-about.md).
 */
async function checkDiscardConfirmed(db: Database, companyId: string, input: UndoBattleInput) {
  const now = await companyState(db, companyId);
  if (!input.discardEdits || input.seen !== now) {
    throw new ChangedSinceBattleError(now, CHANGED_SINCE_BATTLE);
  }
}

/** The image upgraded to today's tables; refused, before anything is written, when it can't be. */
export async function todaysImage(db: Database, image: CompanyImage | null): Promise<CompanyImage> {
  // Every battle applied here keeps its images: only one imported with its company has none.
  if (!image) throw new ConflictError(BATTLE_NOT_IMAGED);
  const upgraded = upgradeImage(image);
  if (!upgraded || !(await imageFitsTables(db, upgraded))) throw new ImageTooOldError();
  return upgraded;
}
