import {
  canImproveHeroicAction,
  canImproveSpell,
  characteristicPerkOptions,
  formatCastingValue,
  formatStat,
  type HeroPerk,
  type HeroPerkKind,
  holdsLibraryEntry,
  improvedCastingModifier,
  improveStat,
  isKept,
  isLowerBetter,
  isOneOf,
  type ListEntryFlags,
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

/** A perk of `kind` with nothing chosen yet. */
export function emptyPerk(kind: HeroPerkKind): HeroPerk {
  switch (kind) {
    case 'characteristic':
      return { kind, stat: null };
    case 'rule':
      return { kind, rule: null };
    case 'heroicAction':
      return { kind, heroicAction: null };
    case 'spell':
      return { kind, spell: null };
  }
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

export type LibraryPerkKind = Exclude<HeroPerkKind, 'characteristic'>;

/** The library ids the warrior holds of a kind: those are disabled in the pick list. */
export function holdsFromLibrary(warrior: Warrior, kind: LibraryPerkKind, libraryId: string) {
  switch (kind) {
    case 'rule':
      return holds<'myRuleId'>(warrior.specialRules, 'myRuleId', libraryId);
    case 'heroicAction':
      return holds<'myHeroicActionsId'>(warrior.heroicActions, 'myHeroicActionsId', libraryId);
    case 'spell':
      return holds<'mySpellsId'>(warrior.spells, 'mySpellsId', libraryId);
  }
}

/** The rules' check, on entries typed by the one library field it reads. */
function holds<K extends string>(
  entries: readonly (ListEntryFlags & { [key in K]: string | null })[],
  key: K,
  libraryId: string,
): boolean {
  return holdsLibraryEntry(entries, key, libraryId as (typeof entries)[number][K]);
}

/** Saved entries carry no remove flag; the rules' isKept reads them as kept. */
const kept = (entry: object) => isKept(entry as ListEntryFlags);

/**
 * The heroic actions a hero may improve. Only entries already saved on the warrior are
 * offered (`savedIds`): one added by an earlier level-up of this aftermath has no id yet that
 * the server would know.
 */
export function improvableActions(warrior: Warrior, savedIds: ReadonlySet<string>): PerkOption[] {
  return warrior.heroicActions
    .filter((action) => kept(action) && savedIds.has(action.id))
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
    .filter((spell) => kept(spell) && savedIds.has(spell.id))
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

/** Whether a pick of `perk` no longer fits the warrior (an earlier level-up took it). */
export function isStalePerk(perk: HeroPerk, warrior: Warrior, newRuleset: boolean): boolean {
  switch (perk.kind) {
    case 'characteristic':
      return (
        perk.stat !== null && !characteristicPerkOptions(warrior, newRuleset).includes(perk.stat)
      );
    case 'rule':
      return isStalePick(perk.rule, warrior, 'rule');
    case 'heroicAction':
      return isStalePick(perk.heroicAction, warrior, 'heroicAction');
    case 'spell':
      return isStalePick(perk.spell, warrior, 'spell');
  }
}

function isStalePick(
  pick: { mode: 'new'; libraryId: string | null } | { mode: 'improve'; id: string } | null,
  warrior: Warrior,
  kind: LibraryPerkKind,
): boolean {
  if (pick === null) return false;
  if (pick.mode === 'new') {
    return pick.libraryId !== null && holdsFromLibrary(warrior, kind, pick.libraryId);
  }
  // An entry an earlier level-up took to its best can no more be improved than a missing one.
  if (kind === 'spell') {
    const spell = warrior.spells.find((entry) => entry.id === pick.id && kept(entry));
    return !spell || !canImproveSpell(spell.baseCastingValue, spell.modifyCastingValue ?? 0);
  }
  const action = warrior.heroicActions.find((entry) => entry.id === pick.id && kept(entry));
  return !action || !canImproveHeroicAction(action.modifyCastingValue ?? 0);
}
