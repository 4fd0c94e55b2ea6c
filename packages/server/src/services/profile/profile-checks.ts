import type { ProfileInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { ValidationError } from '../../errors';
import type { Caller } from '../context';
import { checkLibraryReferences } from '../warrior/library-references';
import { checkEntryLists } from '../warrior/warrior-checks';
import type { ProfileRecord } from './profile-rows';

const NO_LISTS = { wargear: [], specialRules: [] };
const LISTS = ['wargear', 'specialRules'] as const;

/**
 * The checks of a profile write that need what is stored, the caller's ruleset or their
 * libraries, as for a warrior's lists: entry ids, items granting rules, Intelligence
 * adjustments, library references. Throws a ValidationError naming every field at fault,
 * before anything is written.
 */
export async function checkProfileWrite(
  db: Database,
  caller: Caller,
  input: ProfileInput,
  stored: ProfileRecord | null,
): Promise<void> {
  const lists = stored ?? NO_LISTS;
  const fields = checkEntryLists('profile', LISTS, input, lists, caller.newRuleset);
  await checkLibraryReferences(db, caller.id, LISTS, input, lists, fields);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
