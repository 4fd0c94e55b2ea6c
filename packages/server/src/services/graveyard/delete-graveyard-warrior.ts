import type { Caller, ServiceContext } from '../context';
import { discardImages } from '../image/warrior-images';
import { inTransaction } from '../transaction';
import { dismissWarrior } from '../warrior/dismiss-warrior';
import { findInGraveyard, inGraveyard } from './graveyard-rows';

/**
 * DELETE /graveyard/{id}: forget a dead warrior for good, with its lists and the Creatures
 * that died with it, in one transaction that logs each of them as dismissed (dead). Only the
 * dead are found here. A Creature of theirs already brought back lives on, without an owner
 * (the foreign key sets it to null), rather than being deleted from the company by a tidy-up
 * of the graveyard. Their images are removed once it has committed. A retired company's dead
 * are kept until it is re-enlisted.
 */
export async function deleteGraveyardWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  const images = await inTransaction(ctx, async ({ db }) => {
    const row = await findInGraveyard(db, caller, input.id);
    return dismissWarrior(db, caller, row, inGraveyard);
  });
  discardImages(ctx, caller, images);
}
