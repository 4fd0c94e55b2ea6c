/** The aftermath's third step: experience, the bonus level up and the level-ups owed. */
import {
  applyBonusLevelUp,
  experienceAfter,
  experienceGain,
  isPlainWarrior,
  levelUpsBetween,
} from '../experience';
import {
  NOT_IN_BATTLE,
  CANNOT_LEVEL_UP,
  type AftermathWarrior,
  type AftermathCounters,
  type AftermathChoices,
  type WarriorAftermath,
} from './contract';
import type { Refusals } from './tracking';

/**
 * Experience for every warrior of the battle (after the injuries, so the dead gain none),
 * the bonus level up, and the level-ups each now has to take: one per multiple of 5 crossed,
 * plus the bonus level of anyone who is not a plain Warrior.
 */
export function experience<W extends AftermathWarrior>(
  { result, rewards }: AftermathChoices<AftermathCounters>,
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): void {
  for (const id of Object.keys(rewards.experience)) {
    if (!battle.has(id)) refusals.add('rewards', `rewards.experience.${id}`, NOT_IN_BATTLE);
  }
  let taker = rewards.levelUp ? battle.get(rewards.levelUp) : undefined;
  if (rewards.levelUp && !taker) refusals.add('rewards', 'rewards.levelUp', NOT_IN_BATTLE);
  else if (taker?.after.status === 'dead') {
    refusals.add('rewards', 'rewards.levelUp', CANNOT_LEVEL_UP);
    taker = undefined;
  }
  for (const [id, warrior] of battle) {
    const now = warrior.after;
    const bonusExperience = rewards.experience[id] ?? 0;
    const gain = experienceGain({ ...now, ...warrior.summary.counters, bonusExperience }, result);
    const after = experienceAfter(now.experience, gain.total);
    warrior.gain = gain;
    warrior.summary.excluded = gain.excluded;
    warrior.summary.experienceAfter = after;
    warrior.after = { ...now, experience: after };
    warrior.levelUpsOwed = levelUpsBetween(now.experience, after);
  }
  if (!taker) return;
  taker.summary.bonusLevelUp = true;
  // A plain Warrior is made a Hero now; anyone else takes a pending level with the others.
  if (isPlainWarrior(taker.after)) {
    taker.after = applyBonusLevelUp(taker.after);
    taker.madeHero = true;
  } else taker.levelUpsOwed += 1;
}
