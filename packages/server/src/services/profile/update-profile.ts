import { eq } from 'drizzle-orm';
import type { Profile, ProfileInput } from '@warband/schemas';
import { profiles } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { withinLibraryBudget } from '../library/budget';
import { isUuid, ownedBy } from '../owned';
import { applyItemLists } from '../warrior/warrior-lists';
import { checkProfileWrite } from './profile-checks';
import { profileValues, readProfile } from './profile-entity';
import { loadProfiles, PROFILE_LISTS } from './profile-rows';

/**
 * PUT /profile/{id}: the whole profile with its lists, applied in one transaction as a
 * warrior's are (docs/adr/0021-a-warrior-is-written-whole-its-lists-as-a-diff.md): new entries
 * inserted, removed ones deleted, the others updated; an entry id that is not this profile's
 * refuses the whole write and changes nothing.
 */
export function updateProfile(
  ctx: ServiceContext,
  caller: Caller,
  input: ProfileInput & { id: string },
): Promise<Profile> {
  if (!isUuid(input.id)) throw new NotFoundError();
  return withinLibraryBudget(ctx, caller, async ({ db }) => {
    const [stored] = await loadProfiles(db, ownedBy(profiles, caller, input.id));
    if (!stored) throw new NotFoundError();
    await checkProfileWrite(db, caller, input, stored);
    await db
      .update(profiles)
      .set({ ...profileValues(input), updatedAt: new Date() })
      .where(eq(profiles.id, stored.row.id));
    await applyItemLists(db, PROFILE_LISTS, stored.row.id, input, stored);
    return readProfile(db, caller, stored.row.id);
  });
}
