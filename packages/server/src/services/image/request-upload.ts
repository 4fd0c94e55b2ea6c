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
  // The address can write for ten minutes: a credential, which no record of a request sent
  // with an Operation-Id keeps (docs/adr/0160-operation-ids.md). None is needed: asking writes
  // nothing, so asking again runs again and answers a new address.
  return inTransaction(
    ctx,
    async ({ db }) => {
      const company = await findOwned(db, companies, caller, input.companyId);
      const key = newImageKey(caller.id, company.id, input.fileName);
      return { data: await ctx.images.signUpload(key) };
    },
    { recordAs: false },
  );
}
