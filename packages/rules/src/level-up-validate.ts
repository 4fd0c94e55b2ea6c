/** The checks of a hero's level-up, keyed by the form's fields. */
import { holdsLibraryEntry } from './entries';
import { needsCustomPath } from './paths';
import { canImproveHeroicAction, canImproveSpell, isCastingValue } from './spells';
import { FATE_MAX } from './stats';
import {
  PERK_REQUIRED,
  FATE_AT_MOST,
  FATE_FULL_WITH_WARGEAR,
  characteristicPerkOptions,
  fateOf,
  findKept,
  type NewEntryPick,
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
} from './level-up-choice';

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
