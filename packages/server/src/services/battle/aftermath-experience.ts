import {
  applyBonusLevelUp,
  experienceAfter,
  experienceGain,
  isPlainWarrior,
  levelUpsBetween,
  type BattleResult,
} from '@warband/rules';
import type { AftermathRewards } from '@warband/schemas';
import { throwIfAny, withRow, type FieldErrors, type WarriorInBattle } from './aftermath-state';

export const NOT_IN_BATTLE = 'This warrior was not in the battle';
export const CANNOT_LEVEL_UP = 'Only a warrior who is not dead can take a bonus level up';

/**
 * Step 3's numbers: the rules' experienceGain for every warrior of the battle (after the
 * injuries, so the dead gain nothing), the bonus level up, and how many level-ups each
 * warrior now has to take: one per multiple of 5 crossed, plus the bonus level of anyone
 * who is not a plain Warrior
 * (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md).
 */
export function applyExperience(
  result: BattleResult,
  rewards: Pick<AftermathRewards, 'experience' | 'levelUp'>,
  battle: Map<string, WarriorInBattle>,
): Map<string, number> {
  const errors: FieldErrors = {};
  for (const id of Object.keys(rewards.experience)) {
    if (!battle.has(id)) errors[`rewards.experience.${id}`] = NOT_IN_BATTLE;
  }
  const bonusTaker = rewards.levelUp ? battle.get(rewards.levelUp) : undefined;
  if (rewards.levelUp && !bonusTaker) errors['rewards.levelUp'] = NOT_IN_BATTLE;
  else if (bonusTaker?.record.row.status === 'dead') errors['rewards.levelUp'] = CANNOT_LEVEL_UP;
  throwIfAny(errors);

  const levelUps = new Map<string, number>();
  for (const [id, warrior] of battle) {
    const row = warrior.record.row;
    const gain = experienceGain(
      { ...row, ...warrior.counters, bonusExperience: rewards.experience[id] ?? 0 },
      result,
    );
    const experience = experienceAfter(row.experience, gain.total);
    warrior.summary.excluded = gain.excluded;
    warrior.summary.experienceAfter = experience;
    withRow(warrior, { experience });
    levelUps.set(id, levelUpsBetween(row.experience, experience));
  }
  if (bonusTaker) {
    bonusTaker.summary.bonusLevelUp = true;
    const id = bonusTaker.before.row.id;
    // A plain Warrior is made a Hero now; anyone else takes the pending level below.
    if (isPlainWarrior(bonusTaker.record.row)) {
      withRow(bonusTaker, applyBonusLevelUp(bonusTaker.record.row));
    } else levelUps.set(id, (levelUps.get(id) ?? 0) + 1);
  }
  return levelUps;
}
