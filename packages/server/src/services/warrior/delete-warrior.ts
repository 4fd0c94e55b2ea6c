import { and, eq } from 'drizzle-orm';
import { warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned, ownedBy } from '../owned';
import { inTransaction } from '../transaction';

/**
 * DELETE /warrior/{id}: the warrior, its wargear, rules, heroic actions and spells (by the
 * foreign keys' cascade), and the Creatures it owns with all of theirs (spec section 8), in
 * one transaction.
 */
export function deleteWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const warrior = await findOwned(db, warriors, caller, input.id);
    await db
      .delete(warriors)
      .where(and(eq(warriors.owner, warrior.id), eq(warriors.userId, caller.id)));
    await db.delete(warriors).where(ownedBy(warriors, caller, warrior.id));
  });
}
