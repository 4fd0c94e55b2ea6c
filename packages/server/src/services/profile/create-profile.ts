import { present } from '@warband/rules/narrow';
import type { Profile, ProfileInput } from '@warband/schemas';
import { profiles } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { withinLibraryBudget } from '../library/budget';
import { applyItemLists } from '../warrior/warrior-lists';
import { checkProfileWrite } from './profile-checks';
import { profileValues, readProfile } from './profile-entity';
import { PROFILE_LISTS } from './profile-rows';

const NO_LISTS = { wargear: [], specialRules: [] };

/**
 * POST /profile/create: a profile and its lists, all written or none. Profiles are kept with
 * the libraries, so the write must leave them within one library file (budget.ts).
 */
export function createProfile(
  ctx: ServiceContext,
  caller: Caller,
  input: ProfileInput,
): Promise<Profile> {
  return withinLibraryBudget(ctx, caller, async ({ db }) => {
    await checkProfileWrite(db, caller, input, null);
    const [created] = await db
      .insert(profiles)
      .values({ ...profileValues(input), userId: caller.id })
      .returning({ id: profiles.id });
    const id = present(created, 'The new profile').id;
    await applyItemLists(db, PROFILE_LISTS, id, input, NO_LISTS);
    return readProfile(db, caller, id);
  });
}
