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

/** A warrior's lasting wounds, as its card, its print sheet and its text name them. */
export interface LastingWounds {
  legWound: number;
  armWound: number;
  /** How many old battle wounds. */
  oldWound: number;
}

/** 'Leg wound', 'Arm wound', 'Old battle wounds ×2'; empty for a warrior with none. */
export function lastingWounds(warrior: LastingWounds): string[] {
  const notes: string[] = [];
  if (warrior.legWound > 0) notes.push('Leg wound');
  if (warrior.armWound > 0) notes.push('Arm wound');
  if (warrior.oldWound === 1) notes.push('Old battle wound');
  if (warrior.oldWound > 1) notes.push(`Old battle wounds ×${warrior.oldWound}`);
  return notes;
}
