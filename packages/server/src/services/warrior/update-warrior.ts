import { and, eq, inArray, ne } from 'drizzle-orm';
import { influenceToPay, itemAt } from '@warband/rules';
import { copyWarriorFields, type Warrior, type WarriorInput } from '@warband/schemas';
import { warriors } from '../../db/schema';
import { NotFoundError, StaleError } from '../../errors';
import type { Database } from '../../db/client';
import type { Caller, ServiceContext } from '../context';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { warriorEditEvents } from '../events/warrior-edit-events';
import { checkNewImage, discardImages } from '../image/warrior-images';
import { checkPayment, takePayment } from '../influence/pay-influence';
import { findOwned, isUuid } from '../owned';
import { inTransaction } from '../transaction';
import { checkWarriorWrite } from './warrior-checks';
import { lockWarriorForWrite } from './lock-warrior';
import { readWarrior, toWarriorEntity } from './warrior-entity';
import { applyWarriorLists } from './warrior-lists';
import { loadWarriors } from './warrior-rows';

/**
 * PUT /warrior/{id}: the whole warrior with its four lists, applied in one transaction.
 * Entries flagged new are inserted, those flagged remove deleted, the others updated; an
 * entry id that is not this warrior's refuses the whole write and changes nothing. A new
 * image is checked before the transaction opens; the one it replaces is removed after.
 * Changes the campaign keeps (status, rank, a new level) are logged in the same transaction,
 * against the warrior as stored, which is locked (after its company) so that two saves at once
 * log each change once. A save based on an older revision than the stored one is refused with
 * the warrior as stored: it would silently undo what changed since, a battle's for one. When
 * the player said so, the wargear it adds is paid for from the company in the same transaction.
 */
export async function updateWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: WarriorInput & { id: string },
): Promise<Warrior> {
  if (!isUuid(input.id)) throw new NotFoundError();
  if (input.image !== '') {
    const current = await findOwned(ctx.db, warriors, caller, input.id);
    const { companyId, image: previous } = current;
    await checkNewImage(ctx, caller, { companyId, image: input.image, previous });
  }
  // The transaction answers the warrior, which is what it records for a replayed write.
  let previousImage = '';
  const warrior = await inTransaction(ctx, async ({ db }) => {
    const { company, row: locked } = await lockWarriorForWrite(db, caller, input.id);
    // Locked above, so it is there.
    const stored = itemAt(await loadWarriors(db, eq(warriors.id, locked.id)), 0, 'locked warrior');
    const { row } = stored;
    if (row.revision !== input.revision) {
      throw new StaleError(toWarriorEntity(stored, company.newRuleset));
    }
    await checkWarriorWrite(db, {
      caller,
      companyId: row.companyId,
      input,
      stored: { row, lists: stored },
    });
    const payment = {
      agreed: input.payInfluence,
      cost: influenceToPay(input, false),
      on: 'wargear',
    } as const;
    checkPayment(payment, company.influence);
    await db
      .update(warriors)
      .set({ ...copyWarriorFields(input), updatedAt: new Date() })
      .where(eq(warriors.id, row.id));
    await applyWarriorLists(db, row.id, input, stored);
    const subject = { companyId: row.companyId, userId: caller.id, warriorId: row.id };
    const paid = { ...subject, name: input.name, held: company.influence };
    await writeCompanyEvents(db, [
      ...warriorEditEvents(subject, row, input),
      ...(input.status === 'dead' ? await killCreaturesOf(db, caller, row.id) : []),
      ...(await takePayment(db, paid, payment)),
    ]);
    previousImage = row.image;
    return readWarrior(db, caller, row.id);
  });
  if (previousImage !== warrior.image) discardImages(ctx, caller, [previousImage]);
  return warrior;
}

/**
 * Creatures whose owner is dead become dead (docs/rules.md#creatures), whether the owner fell in
 * the aftermath or is marked dead here. Answers their log lines: killed with their owner, each
 * with the status it had (read under a lock, so it is the one the update replaces).
 */
async function killCreaturesOf(db: Database, caller: Caller, ownerId: string) {
  const living = await db
    .select({ id: warriors.id, companyId: warriors.companyId, status: warriors.status })
    .from(warriors)
    .where(
      and(eq(warriors.owner, ownerId), eq(warriors.userId, caller.id), ne(warriors.status, 'dead')),
    )
    .for('update');
  if (living.length === 0) return [];
  await db
    .update(warriors)
    .set({ status: 'dead', updatedAt: new Date() })
    .where(
      inArray(
        warriors.id,
        living.map((creature) => creature.id),
      ),
    );
  return living.map(({ id, companyId, status }) =>
    companyEvent(
      'warriorKilled',
      { companyId, userId: caller.id, warriorId: id },
      { statusBefore: status, statusAfter: 'dead', withOwner: ownerId },
    ),
  );
}
