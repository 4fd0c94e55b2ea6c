import { eq } from 'drizzle-orm';
import type { Profile } from '@warband/schemas';
import { profiles } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { sortByName } from '../library/entries';
import { toProfileEntity } from './profile-entity';
import { loadProfiles } from './profile-rows';

/** GET /profile: the caller's profiles, in the libraries' order (by name, then oldest first). */
export async function listProfiles(ctx: ServiceContext, caller: Caller): Promise<Profile[]> {
  const records = await loadProfiles(ctx.db, eq(profiles.userId, caller.id));
  return sortByName(records.map((record) => toProfileEntity(record, caller.newRuleset)));
}
