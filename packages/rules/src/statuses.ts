import { isOneOf } from './narrow';

/** A warrior's status; the empty string is an active warrior (docs/rules.md#statuses). */
export const WARRIOR_STATUSES = ['', 'injured', 'lost', 'dead'] as const;
export type WarriorStatus = (typeof WARRIOR_STATUSES)[number];

export const WARRIOR_STATUS_LABELS: Record<WarriorStatus, string> = {
  '': 'Active',
  injured: 'Injured',
  lost: 'Lost in Battle',
  dead: 'Dead',
};

export function isWarriorStatus(value: unknown): value is WarriorStatus {
  return isOneOf(WARRIOR_STATUSES, value);
}

/** The graveyard holds exactly the dead: any other status brings a warrior back. */
export function isInGraveyard(status: WarriorStatus): boolean {
  return status === 'dead';
}

/** Injured and lost warriors sit out the next battle. */
export function missesNextBattle(status: WarriorStatus): boolean {
  return status === 'injured' || status === 'lost';
}
