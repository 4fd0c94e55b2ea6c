import { present } from './narrow';
import type { HeroCandidate } from './ranks';
import type { Stats } from './stats';

export const WARRIOR_LEVEL_UP_RESULTS = ['noChange', 'promoted', 'heroInTheMaking'] as const;
export type WarriorLevelUpResult = (typeof WARRIOR_LEVEL_UP_RESULTS)[number];

export const WARRIOR_LEVEL_UP_LABELS: Record<WarriorLevelUpResult, string> = {
  noChange: 'No Change',
  promoted: 'Promoted',
  heroInTheMaking: 'A Hero in the Making',
};

export interface WarriorLevelUpChoice {
  result: WarriorLevelUpResult | null;
  /** The new class of a promoted warrior. */
  baseClass?: string | null;
}

export function validateWarriorLevelUp(
  choice: WarriorLevelUpChoice,
): Partial<Record<'result' | 'baseClass', string>> {
  if (choice.result === null) return { result: 'This field is required' };
  if (choice.result === 'promoted' && !choice.baseClass?.trim()) {
    return { baseClass: 'Please enter a base class' };
  }
  return {};
}

export interface WarriorLevelUpTarget extends HeroCandidate {
  baseClass: string;
  baseStats: Stats;
  modifyStats: Stats;
}

/**
 * Promoted takes the new class. A Hero in the Making becomes a Hero, with Fate 1 when the
 * profile has none (a Fate the warrior already has is never lowered).
 */
export function applyWarriorLevelUp<W extends WarriorLevelUpTarget>(
  warrior: W,
  choice: WarriorLevelUpChoice,
): W {
  const errors = validateWarriorLevelUp(choice);
  if (Object.keys(errors).length > 0) {
    throw new RangeError(`Invalid level-up: ${Object.values(errors).join(' ')}`);
  }
  switch (choice.result) {
    case 'promoted':
      return { ...warrior, baseClass: present(choice.baseClass, 'The class').trim() };
    case 'heroInTheMaking': {
      const fate =
        warrior.baseStats.fate === 0
          ? Math.max(1, warrior.modifyStats.fate)
          : warrior.modifyStats.fate;
      return { ...warrior, rank: 'Hero', modifyStats: { ...warrior.modifyStats, fate } };
    }
    default:
      return warrior;
  }
}
