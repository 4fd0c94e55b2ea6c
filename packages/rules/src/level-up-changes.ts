/** What a hero's level-up changes on the warrior, and its new entries made in the caller's shape. */
import { present } from './narrow';
import { needsCustomPath, type ChosenPath } from './paths';
import { improvedCastingModifier, isCastingValue } from './spells';
import { type CastingValue } from './spells-constants';
import { type Stats } from './stats';
import {
  findKept,
  type NewEntryPick,
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
} from './level-up-choice';
import { validateHeroLevelUp } from './level-up-validate';
import { orderedPhases, type Phase } from './phases';

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
