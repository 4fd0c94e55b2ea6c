/** A hero's level-up: the choice of path and perk, and what each perk may take. */
import { holdsLibraryEntry, type ListEntryFlags } from './entries';
import { type ChosenPath } from './paths';
import { isHero, type HeroCandidate } from './ranks';
import { canImproveHeroicAction, canImproveSpell } from './spells';
import { FATE_MAX, statKeysFor, type StatKey, type Stats } from './stats';
import { wargearAdjustments, type WargearForRules } from './wargear';
import type { Phase } from './phases';

export const PERK_REQUIRED = 'Please select a progression perk.';

/** Which table a level-up is rolled on. */
export type LevelUpKind = 'hero' | 'warrior';

export function levelUpKind(warrior: HeroCandidate): LevelUpKind {
  return isHero(warrior) ? 'hero' : 'warrior';
}

export const HERO_PERKS = ['characteristic', 'rule', 'heroicAction', 'spell'] as const;
export type HeroPerkKind = (typeof HERO_PERKS)[number];

export const HERO_PERK_LABELS: Record<HeroPerkKind, string> = {
  characteristic: 'Characteristic +1',
  rule: 'New Special Rule',
  heroicAction: 'Heroic Action',
  spell: 'Spell',
};

/** A new entry, loaded from the player's library (libraryId) or written from scratch (null). */
export interface NewEntryPick {
  mode: 'new';
  libraryId: string | null;
  name: string;
  description?: string | null;
  /** The library entry's phases, carried to the warrior's copy. */
  phases?: readonly Phase[] | null;
}

export interface NewSpellPick extends NewEntryPick {
  baseCastingValue: number | null;
}

/** One step better for an entry the hero already has, by its id on the warrior. */
export interface ImproveEntryPick {
  mode: 'improve';
  id: string;
}

export type HeroPerk =
  | { kind: 'characteristic'; stat: StatKey | null }
  | { kind: 'rule'; rule: NewEntryPick | null }
  | { kind: 'heroicAction'; heroicAction: NewEntryPick | ImproveEntryPick | null }
  | { kind: 'spell'; spell: NewSpellPick | ImproveEntryPick | null };

export interface HeroLevelUpChoice {
  /** Needed only when the hero has no path yet. */
  chosenPath?: ChosenPath | '' | null;
  customPath?: string | null;
  /** Exactly one must be chosen; choosing one disables the others. */
  perks: readonly HeroPerk[];
}

interface HeldRule extends ListEntryFlags {
  myRuleId?: string | null;
}
interface HeldHeroicAction extends ListEntryFlags {
  id: string;
  myHeroicActionsId?: string | null;
  modifyCastingValue?: number | null;
}
interface HeldSpell extends ListEntryFlags {
  id: string;
  mySpellsId?: string | null;
  baseCastingValue: number;
  modifyCastingValue?: number | null;
}

export interface HeroLevelUpTarget {
  chosenPath?: ChosenPath | '' | null;
  customPath?: string | null;
  baseStats: Stats;
  modifyStats: Stats;
  /** Wargear may bring Fate to 3 too; left out, none is counted. */
  wargear?: readonly WargearForRules[];
  specialRules: readonly HeldRule[];
  heroicActions: readonly HeldHeroicAction[];
  spells: readonly HeldSpell[];
}

export const FATE_AT_MOST = 'Fate cannot rise above 3.';
/** Wargear already makes up the Fate: the perk's 5 points would buy nothing. */
export const FATE_FULL_WITH_WARGEAR = 'Fate is already 3 with this warrior’s wargear.';

type FateHolder = Pick<HeroLevelUpTarget, 'baseStats' | 'modifyStats' | 'wargear'>;

/**
 * Fate without and with wargear, as the card counts it before its cap of 3. Shared with the
 * checks; the package does not export it (see level-up.ts).
 */
export function fateOf(warrior: FateHolder) {
  const own = warrior.baseStats.fate + warrior.modifyStats.fate;
  return { own, withWargear: own + wargearAdjustments(warrior.wargear ?? []).fate };
}

/**
 * The characteristics a hero may raise: those of the ruleset, Fate only while the total the
 * card shows, wargear included, is below 3 (Fate is capped at 3, so more would be wasted).
 */
export function characteristicPerkOptions(warrior: FateHolder, newRuleset: boolean): StatKey[] {
  const fate = fateOf(warrior).withWargear;
  return statKeysFor(newRuleset).filter((key) => key !== 'fate' || fate < FATE_MAX);
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

/** The perks that copy an entry from the player's library. */
export type LibraryPerkKind = Exclude<HeroPerkKind, 'characteristic'>;

/** Whether the hero already holds the library entry a perk of `kind` would copy. */
export function holdsPerkFromLibrary(
  warrior: Pick<HeroLevelUpTarget, 'specialRules' | 'heroicActions' | 'spells'>,
  kind: LibraryPerkKind,
  libraryId: string,
): boolean {
  switch (kind) {
    case 'rule':
      return holdsLibraryEntry(warrior.specialRules, 'myRuleId', libraryId);
    case 'heroicAction':
      return holdsLibraryEntry(warrior.heroicActions, 'myHeroicActionsId', libraryId);
    case 'spell':
      return holdsLibraryEntry(warrior.spells, 'mySpellsId', libraryId);
  }
}

/**
 * Whether a pick of `perk` no longer fits the hero because an earlier level-up took it: the
 * library entry is now held, Fate is full, the entry to improve is at its best. A pick not yet
 * made is not stale.
 */
export function isStalePerk(
  perk: HeroPerk,
  warrior: HeroLevelUpTarget,
  newRuleset: boolean,
): boolean {
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
  pick: { mode: 'new'; libraryId: string | null } | ImproveEntryPick | null,
  warrior: HeroLevelUpTarget,
  kind: LibraryPerkKind,
): boolean {
  if (pick === null) return false;
  if (pick.mode === 'new') {
    return pick.libraryId !== null && holdsPerkFromLibrary(warrior, kind, pick.libraryId);
  }
  if (kind === 'spell') {
    const spell = findKept(warrior.spells, pick.id);
    return !spell || !canImproveSpell(spell.baseCastingValue, spell.modifyCastingValue ?? 0);
  }
  const action = findKept(warrior.heroicActions, pick.id);
  return !action || !canImproveHeroicAction(action.modifyCastingValue ?? 0);
}

export function findKept<T extends ListEntryFlags & { id: string }>(
  entries: readonly T[],
  id: string,
): T | undefined {
  return entries.find((entry) => entry.id === id && entry.remove !== true);
}
