import { and, eq } from 'drizzle-orm';
import { warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { discardImages } from '../image/warrior-images';
import { findOwned, ownedBy } from '../owned';
import { inTransaction } from '../transaction';

/**
 * DELETE /warrior/{id}: the warrior, its wargear, rules, heroic actions and spells (by the
 * foreign keys' cascade), and the Creatures it owns with all of theirs (spec section 8), in
 * one transaction. Their images are removed once it has committed.
 */
export async function deleteWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  const images = await inTransaction(ctx, async ({ db }) => {
    const warrior = await findOwned(db, warriors, caller, input.id);
    const creatures = await db
      .delete(warriors)
      .where(and(eq(warriors.owner, warrior.id), eq(warriors.userId, caller.id)))
      .returning({ image: warriors.image });
    await db.delete(warriors).where(ownedBy(warriors, caller, warrior.id));
    return [warrior.image, ...creatures.map((creature) => creature.image)];
  });
  discardImages(ctx, caller, images);
}
