import { experienceExclusion } from '@warband/rules';
import battleClasses from '../Battle.module.css';
import type { RewardsDraft } from './aftermath-draft';
import type { AftermathPlan, RosterWarrior } from './aftermath-plan';
import type { AftermathStepProps } from './aftermath-step';

/** What each reward's fields are given: its part of the draft and the step's errors. */
export interface RewardProps<K extends keyof RewardsDraft> {
  value: RewardsDraft[K];
  onChange: (value: RewardsDraft[K]) => void;
  errors: AftermathStepProps['errors'];
  plan: AftermathPlan;
}

/**
 * The warriors a scenario can reward with experience or a level: those who took part and
 * can gain experience (not a Creature or Wanderer). One who dies in the injuries is left out
 * when Submit sends them (rules' choicesTaken).
 */
export function rewardable(plan: AftermathPlan): RosterWarrior[] {
  return plan.roster.filter(
    ({ entry, warrior }) => experienceExclusion({ ...warrior, ...entry.counters }) === null,
  );
}

/** A Select's choices of warriors. */
export const warriorOptions = (members: RosterWarrior[]) =>
  members.map(({ warrior }) => ({ value: warrior.id, label: warrior.name }));

/** A number field's value as the draft keeps it: a whole number, or null when blank. */
export const wholeOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : null;

/** Fields as tall as a thumb (44 px); numbers are typed on the phone's keypad, not stepped. */
export const TOUCH_FIELD = { size: 'md', classNames: { input: battleClasses.target } } as const;
export const TOUCH_NUMBER = { ...TOUCH_FIELD, hideControls: true } as const;
