import type { Warrior } from '@warband/schemas';
import { describeChanges } from '../../components/stale/describe-changes';
import { warriorValues } from './editor-values';

/** The editor's fields as a player knows them, in the order the tabs show them. */
const WARRIOR_FIELDS = {
  name: 'Name',
  rank: 'Rank',
  baseClass: 'Class',
  owner: 'Owner',
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

/** What changed between two stored versions of a warrior, as the editor would show it. */
export function warriorChanges(before: Warrior, after: Warrior): string[] {
  return describeChanges(warriorValues(before), warriorValues(after), WARRIOR_FIELDS);
}
