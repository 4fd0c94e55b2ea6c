import type { ProfileInput } from '@warband/schemas';
import { ValidationError } from '../../errors';
import type { Caller } from '../context';
import { checkEntryLists } from '../warrior/warrior-checks';
import type { ProfileRecord } from './profile-rows';

const NO_LISTS = { wargear: [], specialRules: [] };

/**
 * The checks of a profile write that need what is stored or the caller's ruleset, as for a
 * warrior's lists: entry ids, items granting rules, Intelligence adjustments. Throws a
 * ValidationError naming every field at fault, before anything is written.
 */
export function checkProfileWrite(
  caller: Caller,
  input: ProfileInput,
  stored: ProfileRecord | null,
): void {
  const lists = stored ?? NO_LISTS;
  const fields = checkEntryLists(
    'profile',
    ['wargear', 'specialRules'],
    input,
    lists,
    caller.newRuleset,
  );
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
