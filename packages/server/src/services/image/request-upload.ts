import type { WarriorImageInput, WarriorImageUpload } from '@warband/schemas';
import { companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
import { inTransaction } from '../transaction';
import { newImageKey } from './image-keys';

/**
 * POST /warrior/image: an address to PUT one warrior image to, and the address to save on
 * the warrior once it is there. Only for the caller's own company; the key is built here.
 */
export async function requestImageUpload(
  ctx: ServiceContext,
  caller: Caller,
  input: WarriorImageInput,
): Promise<WarriorImageUpload> {
  // It writes nothing, but in a transaction all the same: the one that records the address for
  // a write sent again with its Operation-Id, which is then answered the same address.
  return inTransaction(ctx, async ({ db }) => {
    const company = await findOwned(db, companies, caller, input.companyId);
    const key = newImageKey(caller.id, company.id, input.fileName);
    return { data: await ctx.images.signUpload(key) };
  });
}
