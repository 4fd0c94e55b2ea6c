import type { Caller, ServiceContext } from '../context';
import { discardImages } from '../image/warrior-images';
import { inTransaction } from '../transaction';
import { dismissWarrior } from './dismiss-warrior';
import { lockWarriorForWrite } from './lock-warrior';

/**
 * DELETE /warrior/{id}: the warrior, its wargear, rules, heroic actions and spells (by the
 * foreign keys' cascade), and the Creatures it owns with all of theirs (docs/rules.md#creatures),
 * in one transaction that also logs each of them as dismissed. Their images are removed once it
 * has committed.
 */
export async function deleteWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  const images = await inTransaction(ctx, async ({ db }) => {
    const { row } = await lockWarriorForWrite(db, caller, input.id);
    return dismissWarrior(db, caller, row, undefined);
  });
  discardImages(ctx, caller, images);
}
