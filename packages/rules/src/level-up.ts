import { holdsLibraryEntry, type ListEntryFlags } from './entries';
import { present } from './narrow';
import { needsCustomPath, type ChosenPath } from './paths';
import { orderedPhases, type Phase } from './phases';
import { isHero, type HeroCandidate } from './ranks';
import {
  canImproveHeroicAction,
  canImproveSpell,
  improvedCastingModifier,
  isCastingValue,
} from './spells';
import type { CastingValue } from './spells-constants';
import { FATE_MAX, statKeysFor, type StatKey, type Stats } from './stats';
import { wargearAdjustments, type WargearForRules } from './wargear';

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

/** Fate without and with wargear, as the card counts it before its cap of 3. */
function fateOf(warrior: FateHolder) {
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

export type HeroLevelUpField =
  | 'chosenPath'
  | 'customPath'
  | 'perk'
  | 'stat'
  | 'rule'
  | 'heroicAction'
  | 'spell'
  | 'name'
  | 'castingValue';
export type HeroLevelUpErrors = Partial<Record<HeroLevelUpField, string>>;

function findKept<T extends ListEntryFlags & { id: string }>(
  entries: readonly T[],
  id: string,
): T | undefined {
  return entries.find((entry) => entry.id === id && entry.remove !== true);
}

function validateNewEntry(
  pick: NewEntryPick,
  held: boolean,
  field: 'rule' | 'heroicAction' | 'spell',
  errors: HeroLevelUpErrors,
): void {
  if (held) errors[field] = 'The warrior already has this one.';
  if (pick.name.trim() === '') errors.name = 'Please enter a name';
}

/** The aftermath checks of a hero level-up (docs/rules.md#level-ups), keyed by form field. */
export function validateHeroLevelUp(
  warrior: HeroLevelUpTarget,
  choice: HeroLevelUpChoice,
  newRuleset: boolean,
): HeroLevelUpErrors {
  const errors: HeroLevelUpErrors = {};
  if (!warrior.chosenPath) {
    if (!choice.chosenPath) errors.chosenPath = 'Please select a chosen path';
    else if (needsCustomPath(choice.chosenPath) && !choice.customPath?.trim()) {
      errors.customPath = 'Please enter a custom path';
    }
  }
  const [perk, ...others] = choice.perks;
  if (!perk || others.length > 0) return { ...errors, perk: PERK_REQUIRED };
  switch (perk.kind) {
    case 'characteristic':
      if (perk.stat === null) errors.stat = 'Please select a characteristic';
      else if (!characteristicPerkOptions(warrior, newRuleset).includes(perk.stat)) {
        errors.stat =
          perk.stat !== 'fate'
            ? 'Not in this ruleset.'
            : fateOf(warrior).own < FATE_MAX
              ? FATE_FULL_WITH_WARGEAR
              : FATE_AT_MOST;
      }
      break;
    case 'rule':
      if (perk.rule === null) errors.rule = 'Please select a rule';
      else {
        const held =
          perk.rule.libraryId !== null &&
          holdsLibraryEntry(warrior.specialRules, 'myRuleId', perk.rule.libraryId);
        validateNewEntry(perk.rule, held, 'rule', errors);
      }
      break;
    case 'heroicAction': {
      const pick = perk.heroicAction;
      if (pick === null) errors.heroicAction = 'Please select a heroic action';
      else if (pick.mode === 'improve') {
        const action = findKept(warrior.heroicActions, pick.id);
        if (!action) errors.heroicAction = 'Please select a heroic action';
        else if (!canImproveHeroicAction(action.modifyCastingValue ?? 0)) {
          errors.heroicAction = 'This heroic action cannot be improved further.';
        }
      } else {
        const held =
          pick.libraryId !== null &&
          holdsLibraryEntry(warrior.heroicActions, 'myHeroicActionsId', pick.libraryId);
        validateNewEntry(pick, held, 'heroicAction', errors);
      }
      break;
    }
    case 'spell': {
      const pick = perk.spell;
      if (pick === null) errors.spell = 'Please select a spell';
      else if (pick.mode === 'improve') {
        const spell = findKept(warrior.spells, pick.id);
        if (!spell) errors.spell = 'Please select a spell';
        else if (!canImproveSpell(spell.baseCastingValue, spell.modifyCastingValue ?? 0)) {
          errors.spell = 'This spell cannot be improved further.';
        }
      } else {
        const held =
          pick.libraryId !== null &&
          holdsLibraryEntry(warrior.spells, 'mySpellsId', pick.libraryId);
        validateNewEntry(pick, held, 'spell', errors);
        if (!isCastingValue(pick.baseCastingValue)) {
          errors.castingValue = 'Please select a casting value';
        }
      }
      break;
    }
  }
  return errors;
}

interface NewEntry {
  name: string;
  description: string;
  phases: Phase[];
  type: 'progression';
  new: true;
}

/** What a hero level-up changes on the warrior; list additions carry no id until saved. */
export interface HeroLevelUpChanges {
  chosenPath?: ChosenPath;
  customPath?: string;
  modifyStats?: Stats;
  addRule?: NewEntry & { myRuleId: string | null };
  addHeroicAction?: NewEntry & { myHeroicActionsId: string | null; modifyCastingValue: 0 };
  improveHeroicAction?: { id: string; modifyCastingValue: number };
  addSpell?: NewEntry & {
    mySpellsId: string | null;
    baseCastingValue: CastingValue;
    modifyCastingValue: 0;
  };
  improveSpell?: { id: string; modifyCastingValue: number };
}

function newEntry(pick: NewEntryPick): NewEntry {
  return {
    name: pick.name.trim(),
    description: pick.description?.trim() ?? '',
    phases: orderedPhases(pick.phases),
    type: 'progression',
    new: true,
  };
}

/**
 * The changes of a valid hero level-up. A characteristic perk adds 1 to the modifier, and
 * the sign rules turn that into a lower target for Shoot (and Courage and Intelligence under
 * the 2024 rules). New rules, actions and spells are progression entries, so a new rule
 * costs its 5 points. Throws a RangeError for a choice that validateHeroLevelUp rejects.
 */
export function heroLevelUpChanges(
  warrior: HeroLevelUpTarget,
  choice: HeroLevelUpChoice,
  newRuleset: boolean,
): HeroLevelUpChanges {
  const errors = validateHeroLevelUp(warrior, choice, newRuleset);
  const [perk] = choice.perks;
  if (Object.keys(errors).length > 0 || !perk) {
    throw new RangeError(`Invalid level-up: ${Object.values(errors).join(' ')}`);
  }
  const changes: HeroLevelUpChanges = {};
  if (!warrior.chosenPath && choice.chosenPath) {
    changes.chosenPath = choice.chosenPath;
    if (needsCustomPath(choice.chosenPath)) changes.customPath = choice.customPath?.trim();
  }
  // Validation has checked every pick below; `present` restates that.
  switch (perk.kind) {
    case 'characteristic': {
      const stat = present(perk.stat, 'The characteristic');
      changes.modifyStats = { ...warrior.modifyStats, [stat]: warrior.modifyStats[stat] + 1 };
      break;
    }
    case 'rule': {
      const rule = present(perk.rule, 'The rule');
      changes.addRule = { ...newEntry(rule), myRuleId: rule.libraryId };
      break;
    }
    case 'heroicAction': {
      const pick = present(perk.heroicAction, 'The heroic action');
      if (pick.mode === 'improve') {
        const action = present(findKept(warrior.heroicActions, pick.id), 'The heroic action kept');
        changes.improveHeroicAction = {
          id: pick.id,
          modifyCastingValue: improvedCastingModifier(action.modifyCastingValue ?? 0),
        };
      } else {
        changes.addHeroicAction = {
          ...newEntry(pick),
          myHeroicActionsId: pick.libraryId,
          modifyCastingValue: 0,
        };
      }
      break;
    }
    case 'spell': {
      const pick = present(perk.spell, 'The spell');
      if (pick.mode === 'improve') {
        const spell = present(findKept(warrior.spells, pick.id), 'The spell kept');
        changes.improveSpell = {
          id: pick.id,
          modifyCastingValue: improvedCastingModifier(spell.modifyCastingValue ?? 0),
        };
      } else {
        const base = pick.baseCastingValue;
        if (!isCastingValue(base)) throw new RangeError(`No casting value ${base}`);
        changes.addSpell = {
          ...newEntry(pick),
          mySpellsId: pick.libraryId,
          baseCastingValue: base,
          modifyCastingValue: 0,
        };
      }
      break;
    }
  }
  return changes;
}

/** An entry a level-up can improve: its id on the warrior and its casting modifier. */
interface ImprovableEntry {
  id: string;
  modifyCastingValue?: number | null;
}

/** The lists a hero level-up adds to or improves, in whatever shape the caller keeps them. */
export interface LevelUpLists<R, A extends ImprovableEntry, S extends ImprovableEntry> {
  specialRules: readonly R[];
  heroicActions: readonly A[];
  spells: readonly S[];
}

/** A new entry's fields as a list holds them: without the mark of a level-up's addition. */
export type LevelUpEntryFields<K extends 'addRule' | 'addHeroicAction' | 'addSpell'> = Omit<
  NonNullable<HeroLevelUpChanges[K]>,
  'new'
>;

/**
 * How the caller makes its own list entry of each new one from its fields (ids, positions,
 * timestamps are its business), and marks an entry it changed.
 */
export interface LevelUpEntryMaker<R, A, S> {
  rule(fields: LevelUpEntryFields<'addRule'>): R;
  heroicAction(fields: LevelUpEntryFields<'addHeroicAction'>): A;
  spell(fields: LevelUpEntryFields<'addSpell'>): S;
  improved<E extends ImprovableEntry>(entry: E): E;
}

function entryFields<T extends NewEntry>({ new: _mark, ...fields }: T): Omit<T, 'new'> {
  return fields;
}

function improved<E extends ImprovableEntry>(
  list: readonly E[],
  change: { id: string; modifyCastingValue: number } | undefined,
  make: Pick<LevelUpEntryMaker<unknown, unknown, unknown>, 'improved'>,
): readonly E[] {
  if (!change) return list;
  return list.map((entry) =>
    entry.id === change.id
      ? make.improved({ ...entry, modifyCastingValue: change.modifyCastingValue })
      : entry,
  );
}

/**
 * A hero level-up's changes on the warrior's lists: the new rule, heroic action or spell at
 * the end of its list, and the improved one with its new casting modifier. The server and
 * the War's Aftermath's preview both land a level-up this way.
 */
export function withLevelUpEntries<R, A extends ImprovableEntry, S extends ImprovableEntry>(
  lists: LevelUpLists<R, A, S>,
  changes: HeroLevelUpChanges,
  make: LevelUpEntryMaker<R, A, S>,
): LevelUpLists<R, A, S> {
  const { addRule, addHeroicAction, addSpell } = changes;
  return {
    specialRules: addRule
      ? [...lists.specialRules, make.rule(entryFields(addRule))]
      : lists.specialRules,
    heroicActions: improved(
      addHeroicAction
        ? [...lists.heroicActions, make.heroicAction(entryFields(addHeroicAction))]
        : lists.heroicActions,
      changes.improveHeroicAction,
      make,
    ),
    spells: improved(
      addSpell ? [...lists.spells, make.spell(entryFields(addSpell))] : lists.spells,
      changes.improveSpell,
      make,
    ),
  };
}
