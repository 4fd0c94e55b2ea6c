import {
  canImproveHeroicAction,
  canImproveSpell,
  characteristicPerkOptions,
  formatCastingValue,
  formatStat,
  improvedCastingModifier,
  improveStat,
  isLowerBetter,
  isOneOf,
  STAT_KEYS,
  STAT_LABELS,
  totalStats,
} from '@warband/rules';
import type { Warrior } from '@warband/schemas';

// The choices of a hero's progression perk, worked out from the warrior as it stands when
// the level-up is taken. Every limit comes from the rules; this only words them.

export interface PerkOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The characteristics a hero may raise, each with its value before and after: 'Shoot (4+ to
 * 3+)'. The values are the totals the warrior card shows, wargear and wounds counted, so the
 * player reads the number he knows from the card and the one it becomes.
 */
export function characteristicOptions(warrior: Warrior, newRuleset: boolean): PerkOption[] {
  const stats = totalStats(warrior, newRuleset);
  return characteristicPerkOptions(warrior, newRuleset).map((stat) => {
    const before = formatStat(stat, stats[stat], newRuleset);
    const after = formatStat(stat, improveStat(stat, stats[stat], 1, newRuleset), newRuleset);
    return { value: stat, label: `${STAT_LABELS[stat]} (${before} to ${after})`, disabled: false };
  });
}

/** The offered characteristics that improve by a lower target (Shoot; more under 2024 rules). */
export function lowerIsBetterStats(options: readonly PerkOption[], newRuleset: boolean): string[] {
  return options
    .map((option) => option.value)
    .filter((value) => isOneOf(STAT_KEYS, value))
    .filter((stat) => isLowerBetter(stat, newRuleset))
    .map((stat) => STAT_LABELS[stat]);
}

/**
 * The heroic actions a hero may improve. Only entries already saved on the warrior are
 * offered (`savedIds`): one added by an earlier level-up of this aftermath has no id yet that
 * the server would know.
 */
export function improvableActions(warrior: Warrior, savedIds: ReadonlySet<string>): PerkOption[] {
  return warrior.heroicActions
    .filter((action) => savedIds.has(action.id))
    .map((action) => {
      const modifier = action.modifyCastingValue ?? 0;
      const can = canImproveHeroicAction(modifier);
      const label = can
        ? `${action.name} (modifier ${modifier} to ${improvedCastingModifier(modifier)})`
        : `${action.name} (at its best)`;
      return { value: action.id, label, disabled: !can };
    });
}

/** The spells a hero may improve by 1, with the casting value before and after. */
export function improvableSpells(warrior: Warrior, savedIds: ReadonlySet<string>): PerkOption[] {
  return warrior.spells
    .filter((spell) => savedIds.has(spell.id))
    .map((spell) => {
      const modifier = spell.modifyCastingValue ?? 0;
      const can = canImproveSpell(spell.baseCastingValue, modifier);
      const before = formatCastingValue(spell.baseCastingValue, modifier);
      const label = can
        ? `${spell.name} (${before} to ${formatCastingValue(spell.baseCastingValue, improvedCastingModifier(modifier))})`
        : `${spell.name} (${before}, at its best)`;
      return { value: spell.id, label, disabled: !can };
    });
}
