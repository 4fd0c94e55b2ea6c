import { warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { checkCompanyEnlisted } from '../company/enlisted';
import { discardImages } from '../image/warrior-images';
import { findOwned } from '../owned';
import { inTransaction } from '../transaction';
import { dismissWarrior } from './dismiss-warrior';

/**
 * DELETE /warrior/{id}: the warrior, its wargear, rules, heroic actions and spells (by the
 * foreign keys' cascade), and the Creatures it owns with all of theirs (spec section 8), in
 * one transaction that also logs each of them as dismissed. Their images are removed once it
 * has committed.
 */
export async function deleteWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  const images = await inTransaction(ctx, async ({ db }) => {
    const warrior = await findOwned(db, warriors, caller, input.id);
    await checkCompanyEnlisted(db, caller, warrior.companyId);
    return dismissWarrior(db, caller, warrior, undefined);
  });
  discardImages(ctx, caller, images);
}
