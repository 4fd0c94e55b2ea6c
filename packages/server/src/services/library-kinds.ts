import { adjustmentStatsFor } from '@warband/rules';
import {
  HeroicActionInput,
  RuleInput,
  SpellInput,
  WargearInput,
  type HeroicAction,
  type LibraryKind,
  type LibraryPack,
  type Rule,
  type Spell,
  type Wargear,
} from '@warband/schemas';
import { libraryHeroicActions, libraryRules, librarySpells, libraryWargear } from '../db/schema';

export const INTELLIGENCE_NEEDS_NEW_RULESET = 'Intelligence is only available with the new ruleset';

/** Input and entity types of each library, named as the API paths name them. */
export interface LibraryTypes {
  wargear: { input: WargearInput; entity: Wargear };
  rule: { input: RuleInput; entity: Rule };
  spell: { input: SpellInput; entity: Spell };
  heroicAction: { input: HeroicActionInput; entity: HeroicAction };
}

export type AnyLibraryTable =
  typeof libraryWargear | typeof libraryRules | typeof librarySpells | typeof libraryHeroicActions;

/** Problems keyed by field, in the player's ruleset; undefined when the entry is fine. */
export type EntryCheck = (
  input: Record<string, unknown>,
  newRuleset: boolean,
) => Record<string, string> | undefined;

export interface LibraryDefinition {
  table: AnyLibraryTable;
  /** Input fields, which are also the table's column properties. */
  fields: string[];
  /** The key of this library in a LibraryPack. */
  packKey: keyof Pick<LibraryPack, 'wargear' | 'rules' | 'spells' | 'heroicActions'>;
  /** Entries of different types may share a name (an item and a mount called Horse). */
  typeOf(entry: Record<string, unknown>): string;
  check: EntryCheck;
}

const sameType = () => '';
const noCheck: EntryCheck = () => undefined;

const checkWargear: EntryCheck = (input, newRuleset) => {
  const stat = input.adjustmentStat;
  if (typeof stat === 'string' && !(adjustmentStatsFor(newRuleset) as string[]).includes(stat)) {
    return { adjustmentStat: INTELLIGENCE_NEEDS_NEW_RULESET };
  }
  return undefined;
};

export const LIBRARIES: Record<LibraryKind, LibraryDefinition> = {
  wargear: {
    table: libraryWargear,
    fields: Object.keys(WargearInput.shape),
    packKey: 'wargear',
    typeOf: (entry) => (entry.mount === 1 ? 'mount' : 'item'),
    check: checkWargear,
  },
  rule: {
    table: libraryRules,
    fields: Object.keys(RuleInput.shape),
    packKey: 'rules',
    typeOf: sameType,
    check: noCheck,
  },
  spell: {
    table: librarySpells,
    fields: Object.keys(SpellInput.shape),
    packKey: 'spells',
    typeOf: sameType,
    check: noCheck,
  },
  heroicAction: {
    table: libraryHeroicActions,
    fields: Object.keys(HeroicActionInput.shape),
    packKey: 'heroicActions',
    typeOf: sameType,
    check: noCheck,
  },
};

/** A stored row as the entry's input fields (what a library pack carries). */
export function rowToInput(definition: LibraryDefinition, row: Record<string, unknown>) {
  return Object.fromEntries(definition.fields.map((field) => [field, row[field]]));
}

export function rowToEntity(definition: LibraryDefinition, row: Record<string, unknown>) {
  return {
    ...rowToInput(definition, row),
    id: row.id,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

/** Input fields only, so a body can never set id, owner or timestamps. */
export function inputToValues(definition: LibraryDefinition, input: Record<string, unknown>) {
  return Object.fromEntries(definition.fields.map((field) => [field, input[field]]));
}
