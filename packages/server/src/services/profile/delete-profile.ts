import { profiles } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { deleteOwned } from '../owned';
import { inTransaction } from '../transaction';

/**
 * DELETE /profile/{id}: the profile and its lists, by the foreign keys' cascade, in one
 * statement. Warriors made from it are copies and stay as they are.
 */
export function deleteProfile(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  return inTransaction(ctx, ({ db }) => deleteOwned(db, profiles, caller, input.id));
}
