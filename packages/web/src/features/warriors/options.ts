import {
  CHOSEN_PATHS,
  RACE_GROUP_LABELS,
  RACE_GROUPS,
  RANKS,
  WARRIOR_STATUS_LABELS,
  type RaceGroup,
  type WarriorStatus,
} from '@warband/rules';

/** The choices of the editor's pickers, from the rules' fixed lists. */

export const RANK_OPTIONS = [...RANKS];

export const PATH_OPTIONS = [...CHOSEN_PATHS];

/** The races a profile is offered to, grouped Good, Evil and Custom as the company picker. */
export const RACE_OPTIONS = (Object.keys(RACE_GROUPS) as RaceGroup[]).map((group) => ({
  group: RACE_GROUP_LABELS[group],
  items: [...RACE_GROUPS[group]],
}));

/** A Select's value cannot be the empty string, which is an active warrior's status. */
export const ACTIVE = 'active';

export function statusOption(status: WarriorStatus) {
  return { value: status === '' ? ACTIVE : status, label: WARRIOR_STATUS_LABELS[status] };
}

export function statusFromOption(value: string | null): WarriorStatus | null {
  if (value === ACTIVE) return '';
  return value === 'injured' || value === 'lost' || value === 'dead' ? value : null;
}
