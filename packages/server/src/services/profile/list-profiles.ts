import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Profile } from '@warband/schemas';
import { profiles } from '../../db/schema';
import { type JsonText, serializerFor } from '../../serializer';
import { keptAnswer, rulesetVariant } from '../answers/kept-answer';
import type { Caller, ServiceContext } from '../context';
import { sortByName } from '../library/entries';
import { toProfileEntity } from './profile-entity';
import { loadProfiles } from './profile-rows';

/** What GET /profile answers. */
export const ProfileList = z.array(Profile);
const serialize = serializerFor(ProfileList);

/**
 * GET /profile: the caller's profiles, in the libraries' order (by name, then oldest first),
 * as JSON text kept while they are unchanged. Derived numbers depend on the ruleset.
 */
export function listProfiles(ctx: ServiceContext, caller: Caller): Promise<JsonText> {
  return keptAnswer(ctx, caller, {
    scope: 'profiles',
    variant: rulesetVariant(caller),
    async build(tx) {
      const records = await loadProfiles(tx.db, eq(profiles.userId, caller.id));
      return serialize(
        sortByName(records.map((record) => toProfileEntity(record, caller.newRuleset))),
      );
    },
  });
}
