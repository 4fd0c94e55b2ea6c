import { isOneOf } from './narrow';
import {
  CASTING_MODIFIER_MAX,
  CASTING_MODIFIER_MIN,
  CASTING_VALUES,
  type CastingValue,
} from './spells-constants';

/** A roll of 1 always fails, so no improvement takes a casting value past 2+. */
export const BEST_CASTING_VALUE = 2;

export function isCastingValue(value: unknown): value is CastingValue {
  return isOneOf(CASTING_VALUES, value);
}

function clampModifier(modifier: number): number {
  return Math.min(CASTING_MODIFIER_MAX, Math.max(CASTING_MODIFIER_MIN, Math.trunc(modifier)));
}

/**
 * The casting value a player rolls for: the base lowered by the size of the modifier
 * (stored 0 to -3), so base 5+ with modifier -1 is 4+. Never better than 2+.
 */
export function castingValue(baseCastingValue: number, modifyCastingValue: number): number {
  return Math.max(BEST_CASTING_VALUE, baseCastingValue + clampModifier(modifyCastingValue));
}

export function formatCastingValue(baseCastingValue: number, modifyCastingValue: number): string {
  return `${castingValue(baseCastingValue, modifyCastingValue)}+`;
}

/** A spell improves by 1 while its modifier is above -3 and its value is worse than 2+. */
export function canImproveSpell(baseCastingValue: number, modifyCastingValue: number): boolean {
  return (
    modifyCastingValue > CASTING_MODIFIER_MIN &&
    castingValue(baseCastingValue, modifyCastingValue) > BEST_CASTING_VALUE
  );
}

/** A heroic action has no base value, so only the modifier's -3 floor limits it. */
export function canImproveHeroicAction(modifyCastingValue: number): boolean {
  return modifyCastingValue > CASTING_MODIFIER_MIN;
}

/** The modifier after one improvement. */
export function improvedCastingModifier(modifyCastingValue: number): number {
  return clampModifier(modifyCastingValue - 1);
}
