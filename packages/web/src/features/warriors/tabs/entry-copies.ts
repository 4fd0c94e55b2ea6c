import { adjustmentStatsFor } from '@warband/rules';
import type { RuleType, WargearType } from '@warband/rules';
import {
  copyWargearFields,
  type HERO_ENTRY_TYPES,
  type HeroicAction,
  type Rule,
  type Spell,
  type Wargear,
} from '@warband/schemas';
import type {
  EditorHeroicAction,
  EditorMode,
  EditorRule,
  EditorSpell,
  EditorWargear,
} from '../editor-form';
import { EMPTY_WARGEAR } from '../../../components/wargear/wargear-fields';
import { randomId } from '../../../app/ids';

/*
 * New entries of a warrior: copies of library entries and entries made in the tab. Both get
 * a temporary id and the `new` flag (docs/product/warrior-editor.md#new-entries-made-in-a-tab-0075); a copy keeps the
 * id of the library entry it came from, as a reference only
 * (docs/adr/0022-entries-are-copies-library-ids-are-references.md).
 */

type HeroEntryType = (typeof HERO_ENTRY_TYPES)[number];

const NEW_ENTRY = { new: true, remove: false } as const;

/**
 * The type an armoury copy starts with; the player can change it in the entry. A warrior buys
 * wargear from the armoury; a profile's items are what the profile starts with. Copies of
 * rules, heroic actions and spells start as 'base'.
 */
export function wargearCopyType(mode: EditorMode): WargearType {
  return mode === 'warrior' ? 'armoury' : 'base';
}

/**
 * A copy of an armoury item or mount. An Intelligence adjustment is left out under the older
 * ruleset, where the server refuses it on a new item
 * (docs/adr/0026-intelligence-adjustments-after-a-switch-back.md); the library entry keeps it.
 */
export function wargearFromLibrary(
  item: Wargear,
  type: WargearType,
  newRuleset: boolean,
): EditorWargear {
  const usable =
    item.adjustmentStat === null || adjustmentStatsFor(newRuleset).includes(item.adjustmentStat);
  return {
    ...NEW_ENTRY,
    id: randomId(),
    armouryId: item.id,
    type,
    ...copyWargearFields(item),
    adjustmentStat: usable ? item.adjustmentStat : null,
    adjustmentValue: usable ? item.adjustmentValue : 0,
    statEnabled: true,
  };
}

export function ruleFromLibrary(rule: Rule, type: RuleType): EditorRule {
  return {
    ...NEW_ENTRY,
    id: randomId(),
    myRuleId: rule.id,
    wargearId: null,
    type,
    name: rule.name,
    description: rule.description,
    phases: rule.phases,
  };
}

export function heroicActionFromLibrary(
  action: HeroicAction,
  type: HeroEntryType,
): EditorHeroicAction {
  return {
    ...NEW_ENTRY,
    id: randomId(),
    myHeroicActionsId: action.id,
    type,
    name: action.name,
    description: action.description,
    phases: action.phases,
    modifyCastingValue: 0,
  };
}

export function spellFromLibrary(spell: Spell, type: HeroEntryType): EditorSpell {
  return {
    ...NEW_ENTRY,
    id: randomId(),
    mySpellsId: spell.id,
    type,
    name: spell.name,
    description: spell.description,
    phases: spell.phases,
    baseCastingValue: spell.baseCastingValue,
    modifyCastingValue: 0,
  };
}

/** What the tab's small form gives: checked with the shared schema, so trimmed and typed. */
export interface NewEntryFields<T extends string> {
  name: string;
  description: string;
  type: T;
}

/** An item made in the tab: no price, adjustment or rules yet; the player fills them in. */
export function newWargear(fields: NewEntryFields<WargearType>): EditorWargear {
  return {
    ...EMPTY_WARGEAR,
    ...NEW_ENTRY,
    ...fields,
    id: randomId(),
    armouryId: null,
    statEnabled: true,
  };
}

export function newRule(fields: NewEntryFields<RuleType>): EditorRule {
  return {
    ...NEW_ENTRY,
    ...fields,
    id: randomId(),
    myRuleId: null,
    wargearId: null,
    phases: [],
  };
}

export function newHeroicAction(fields: NewEntryFields<HeroEntryType>): EditorHeroicAction {
  return {
    ...NEW_ENTRY,
    ...fields,
    id: randomId(),
    myHeroicActionsId: null,
    modifyCastingValue: 0,
    phases: [],
  };
}

export function newSpell(
  fields: NewEntryFields<HeroEntryType> & { baseCastingValue: number },
): EditorSpell {
  return {
    ...NEW_ENTRY,
    ...fields,
    id: randomId(),
    mySpellsId: null,
    modifyCastingValue: 0,
    phases: [],
  };
}
