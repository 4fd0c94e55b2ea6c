import type { WarriorImageInput, WarriorImageUpload } from '@warband/schemas';
import { companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
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
  const company = await findOwned(ctx.db, companies, caller, input.companyId);
  const key = newImageKey(caller.id, company.id, input.fileName);
  return { data: await ctx.images.signUpload(key) };
}
