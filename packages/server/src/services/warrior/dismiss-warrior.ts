import { companyRuleset } from '../company/company-ruleset';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { returnRecruitInfluence } from '../influence/return-recruit-influence';
import { toWarriorEntity } from './warrior-entity';
import { loadWarriors, type WarriorRow } from './warrior-rows';

/**
 * Deletes a warrior (its lists go by the foreign keys' cascade) and those of its Creatures
 * that `creatures` selects, within the caller's transaction, and logs each as dismissed with
 * its name, rank, status and points as they were. A paid recruit undone gets its influence
 * back (returnRecruitInfluence). Answers their images, to remove once the transaction has
 * committed.
 */
export async function dismissWarrior(
  db: Database,
  caller: Caller,
  warrior: WarriorRow,
  creatures: SQL | undefined,
): Promise<string[]> {
  // Locked first: of two deletions at once, the second finds no warrior and logs nothing.
  const [locked] = await db
    .select({ id: warriors.id })
    .from(warriors)
    .where(eq(warriors.id, warrior.id))
    .for('update');
  if (!locked) throw new NotFoundError();
  const theirs = and(eq(warriors.owner, warrior.id), eq(warriors.userId, caller.id), creatures);
  const records = await loadWarriors(db, or(eq(warriors.id, warrior.id), theirs));
  const newRuleset = await companyRuleset(db, warrior.companyId);
  const gone = records.map((record) => toWarriorEntity(record, newRuleset));
  await writeCompanyEvents(
    db,
    gone.map((dismissed) =>
      companyEvent(
        'warriorDismissed',
        { companyId: dismissed.companyId, userId: caller.id, warriorId: dismissed.id },
        {
          name: dismissed.name,
          rank: dismissed.rank,
          status: dismissed.status,
          points: dismissed.totalPoints,
          withOwner: dismissed.id === warrior.id ? null : warrior.id,
        },
      ),
    ),
  );
  await writeCompanyEvents(
    db,
    await returnRecruitInfluence(db, { companyId: warrior.companyId, userId: caller.id }, gone),
  );
  await db.delete(warriors).where(theirs);
  await db.delete(warriors).where(eq(warriors.id, warrior.id));
  return gone.map((dismissed) => dismissed.image);
}
