import type { OldBattleWoundOutcome } from './battle';

/** An old battle wound plays up on a 1. */
export const OLD_BATTLE_WOUND_FAILS_ON = 1;

/**
 * Before the battle a hero rolls one D6 per old battle wound: any 1 keeps the hero out of
 * this battle. With no roll there is nothing to decide from.
 */
export function oldBattleWoundOutcome(rolls: readonly number[]): OldBattleWoundOutcome {
  if (rolls.length === 0) throw new RangeError('At least one roll is needed');
  for (const roll of rolls) {
    if (!Number.isInteger(roll) || roll < 1 || roll > 6) {
      throw new RangeError(`A D6 shows 1 to 6, not ${roll}`);
    }
  }
  return rolls.includes(OLD_BATTLE_WOUND_FAILS_ON) ? 'Injured' : 'Ready';
}
