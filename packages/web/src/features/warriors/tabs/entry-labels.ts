import {
  CASTING_MODIFIER_MAX,
  CASTING_MODIFIER_MIN,
  CASTING_VALUES,
  formatCastingValue,
  isKept,
  RULE_TYPES,
  WARGEAR_TYPES,
} from '@warband/rules';
import { HERO_ENTRY_TYPES } from '@warband/schemas';
import { formatPoints } from '../../../components/wargear/wargear-fields';
import type {
  EditorHeroicAction,
  EditorListName,
  EditorRule,
  EditorSpell,
  EditorWargear,
} from '../editor-form';

/*
 * What the tabs print: the texts of each list, the choices of its selects and the key facts
 * shown beside an entry's name in its accordion control.
 */

export interface ListTexts {
  /** The library's screen name, for the pick list: 'Add from My Armoury'. */
  library: string;
  /** Lower case, for buttons and messages: 'New item', 'Remove'. */
  singular: string;
  empty: string;
  libraryEmpty: string;
}

export const LIST_TEXTS: Record<EditorListName, ListTexts> = {
  wargear: {
    library: 'My Armoury',
    singular: 'item',
    empty: 'No wargear yet.',
    libraryEmpty: 'Your armoury is empty',
  },
  specialRules: {
    library: 'My Rules',
    singular: 'rule',
    empty: 'No rules yet.',
    libraryEmpty: 'You have no rules yet',
  },
  heroicActions: {
    library: 'My Heroic Actions',
    singular: 'heroic action',
    empty: 'No heroic actions yet.',
    libraryEmpty: 'You have no heroic actions yet',
  },
  spells: {
    library: 'My Spells',
    singular: 'spell',
    empty: 'No spells yet.',
    libraryEmpty: 'You have no spells yet',
  },
};

const TYPE_LABELS: Record<string, string> = {
  base: 'Base',
  armoury: 'Armoury',
  progression: 'Progression',
  wargear: 'Wargear',
};

const LIST_TYPES: Record<EditorListName, readonly string[]> = {
  wargear: WARGEAR_TYPES,
  specialRules: RULE_TYPES,
  heroicActions: HERO_ENTRY_TYPES,
  spells: HERO_ENTRY_TYPES,
};

/** The Type choices of a list: base or armoury; base, progression or wargear; base or progression. */
export function typeOptions(list: EditorListName) {
  return LIST_TYPES[list].map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type }));
}

/** Base casting values, 6+ first as the game lists them. */
export const CASTING_VALUE_OPTIONS = CASTING_VALUES.map((value) => ({
  value: String(value),
  label: `${value}+`,
}));

/** Casting modifiers, 0 to -3: each point makes the spell or action easier. */
export const CASTING_MODIFIER_OPTIONS = Array.from(
  { length: CASTING_MODIFIER_MAX - CASTING_MODIFIER_MIN + 1 },
  (_, at) => CASTING_MODIFIER_MAX - at,
).map((value) => ({ value: String(value), label: String(value) }));

/** An entry's name as its title, even while the player has cleared it. */
export function entryTitle(name: string): string {
  return name.trim() === '' ? 'Unnamed' : name;
}

const typeLabel = (type: string) => TYPE_LABELS[type] ?? type;
const facts = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

export function wargearFacts(item: EditorWargear): string {
  return facts(formatPoints(item), typeLabel(item.type), item.mount === 1 ? 'Mount' : null);
}

/** A rule granted by an item names it: 'Wargear · Elven Cloak'. */
export function ruleFacts(rule: EditorRule, wargear: readonly EditorWargear[]): string {
  const item = wargear.find((entry) => entry.id === rule.wargearId && isKept(entry));
  return facts(typeLabel(rule.type), item ? `from ${entryTitle(item.name)}` : null);
}

export function heroicActionFacts(action: EditorHeroicAction): string {
  const modifier = action.modifyCastingValue;
  return facts(typeLabel(action.type), modifier === 0 ? null : `Modifier ${modifier}`);
}

/**
 * The casting value the player rolls for: base improved by the modifier, then '+'
 * (docs/rules.md#casting-values).
 */
export function spellFacts(spell: EditorSpell): string {
  return facts(
    formatCastingValue(spell.baseCastingValue, spell.modifyCastingValue),
    typeLabel(spell.type),
  );
}
