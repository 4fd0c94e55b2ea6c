import {
  defaultHeal,
  effectiveInjuryResult,
  HERO_INJURY_TABLE,
  heroInjuryForRoll,
  type InjuryResult,
  type InjuryTableRow,
  type InjuryTarget,
  itemAt,
  offersHeroInjuries,
  WARRIOR_INJURY_TABLE,
  warriorInjuryForRoll,
} from '@warband/rules';
import type { InjuryDraft, Rolled } from './aftermath-draft';

// The injury draft's moves, kept consistent: a roll sets the result its table gives, a new
// result brings its own default heal, and only Wounds of a Hero keeps an influence.

/** The lowest and highest 2D6 of the injury tables. */
export const TWO_D6_MIN = HERO_INJURY_TABLE[0].min;
export const TWO_D6_MAX = itemAt(HERO_INJURY_TABLE, HERO_INJURY_TABLE.length - 1).max;

export function injuryTableOf(warrior: InjuryTarget): readonly InjuryTableRow<InjuryResult>[] {
  return offersHeroInjuries(warrior) ? HERO_INJURY_TABLE : WARRIOR_INJURY_TABLE;
}

/** What a 2D6 gives on the warrior's own table, before a repeated wound turns it to Dead. */
export function tableResult(warrior: InjuryTarget, total: number): InjuryResult {
  return offersHeroInjuries(warrior) ? heroInjuryForRoll(total) : warriorInjuryForRoll(total);
}

/** The table's words for a result. */
export function resultSummary(warrior: InjuryTarget, result: InjuryResult): string {
  return injuryTableOf(warrior).find((row) => row.result === result)?.summary ?? '';
}

/** A result set, by hand or by a roll: heal and influence follow it. */
export function withResult(
  warrior: InjuryTarget,
  injury: InjuryDraft,
  result: InjuryResult,
  roll: Rolled | null,
): InjuryDraft {
  const changed = result !== injury.result;
  return {
    roll,
    result,
    heal: changed ? defaultHeal(warrior, result) : injury.heal,
    influence: result === 'woundsOfAHero' ? injury.influence : null,
  };
}

/** A 2D6 roll: the result is what it gives, Dead for a second leg or arm wound. */
export function withRoll(warrior: InjuryTarget, injury: InjuryDraft, roll: Rolled): InjuryDraft {
  const result = effectiveInjuryResult(warrior, tableResult(warrior, roll.total));
  return withResult(warrior, injury, result, roll);
}

/**
 * A result picked by hand. The roll is kept only while it still gives that result, since
 * the server refuses a roll that gives another
 * (docs/adr/0137-the-wars-aftermath-is-sent-as-the-battle-and-the-choices.md).
 */
export function withPicked(
  warrior: InjuryTarget,
  injury: InjuryDraft,
  picked: InjuryResult,
): InjuryDraft {
  const result = effectiveInjuryResult(warrior, picked);
  const keepRoll = injury.roll && result === injury.result ? injury.roll : null;
  return withResult(warrior, injury, result, keepRoll);
}

/** The leg or arm result a roll gave that became Dead, if it did. */
export function rolledIntoDead(warrior: InjuryTarget, injury: InjuryDraft): InjuryResult | null {
  if (!injury.roll || injury.result !== 'dead') return null;
  const rolled = tableResult(warrior, injury.roll.total);
  return rolled !== 'dead' && effectiveInjuryResult(warrior, rolled) === 'dead' ? rolled : null;
}

/** A whole number typed from min to max, else null. */
export function parseWhole(input: string, min: number, max: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
