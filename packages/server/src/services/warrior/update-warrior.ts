import { and, eq, ne } from 'drizzle-orm';
import type { Warrior, WarriorInput } from '@warband/schemas';
import { warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { checkNewImage, discardImages } from '../image/warrior-images';
import { findOwned, isUuid, ownedBy } from '../owned';
import { inTransaction } from '../transaction';
import { checkWarriorWrite } from './warrior-checks';
import { readWarrior } from './warrior-entity';
import { applyWarriorLists } from './warrior-lists';
import { loadWarriors } from './warrior-rows';
import { warriorValues } from './warrior-values';

/**
 * PUT /warrior/{id}: the whole warrior with its four lists, applied in one transaction.
 * Entries flagged new are inserted, those flagged remove deleted, the others updated; an
 * entry id that is not this warrior's refuses the whole write and changes nothing. A new
 * image is checked before the transaction opens; the one it replaces is removed after.
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
  const { warrior, previousImage } = await inTransaction(ctx, async ({ db }) => {
    const [stored] = await loadWarriors(db, ownedBy(warriors, caller, input.id));
    if (!stored) throw new NotFoundError();
    const { row } = stored;
    await checkWarriorWrite(db, {
      caller,
      companyId: row.companyId,
      input,
      stored: { row, lists: stored },
    });
    await db
      .update(warriors)
      .set({ ...warriorValues(input), updatedAt: new Date() })
      .where(eq(warriors.id, row.id));
    await applyWarriorLists(db, row.id, input, stored);
    if (input.status === 'dead') {
      // Creatures whose owner is dead become dead (spec section 4), whether the owner fell in
      // the aftermath or is marked dead here.
      await db
        .update(warriors)
        .set({ status: 'dead', updatedAt: new Date() })
        .where(
          and(
            eq(warriors.owner, row.id),
            eq(warriors.userId, caller.id),
            ne(warriors.status, 'dead'),
          ),
        );
    }
    return { warrior: await readWarrior(db, caller, row.id), previousImage: row.image };
  });
  if (previousImage !== warrior.image) discardImages(ctx, caller, [previousImage]);
  return warrior;
}
