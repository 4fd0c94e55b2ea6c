import type { OutboxEntry } from '../../api/offline/device-db';
import { describeChanges } from '../stale/describe-changes';

// The fields a player knows, as the editors name them.
const WARRIOR_FIELDS = {
  name: 'Name',
  rank: 'Rank',
  baseClass: 'Class',
  basePoints: 'Points',
  experience: 'Experience',
  influence: 'Influence',
  chosenPath: 'Path',
  customPath: 'Custom path',
  status: 'Status',
  legWound: 'Leg wounds',
  armWound: 'Arm wounds',
  oldWound: 'Old Battle Wounds',
  baseStats: 'Characteristics',
  modifyStats: 'Modifiers',
  wargear: 'Wargear',
  specialRules: 'Special rules',
  heroicActions: 'Heroic actions',
  spells: 'Spells',
  biography: 'Biography',
  image: 'Image',
};

const COMPANY_FIELDS = {
  name: 'Name',
  race: 'Race',
  influence: 'Influence',
  backstory: 'Backstory',
};

/**
 * What differs between the server's version (`current`) and the player's (`preview`), one
 * line per field, "server's → yours", with the words the stale-save question uses.
 */
export function conflictLines(entry: OutboxEntry): string[] {
  if (typeof entry.current !== 'object' || entry.current === null) return [];
  const labels = entry.kind === 'warrior' ? WARRIOR_FIELDS : COMPANY_FIELDS;
  return describeChanges(entry.current, entry.preview as object, labels);
}

/** The name of what the write changed, for the dialog's sentence. */
export function conflictSubject(entry: OutboxEntry, kindNames: Record<string, string>): string {
  const name = (entry.preview as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' && entry.kind !== 'aftermath'
    ? `${kindNames[entry.kind]} ${name}`
    : (kindNames[entry.kind] ?? 'a change');
}
