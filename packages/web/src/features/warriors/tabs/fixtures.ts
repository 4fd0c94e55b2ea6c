import {
  WarriorHeroicActionInput,
  WarriorInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';
import type { EditorValues } from '../editor-form';

// The library's entries are shared with the aftermath's tests.
export { libraryId, librarySpell, libraryText, libraryWargear } from '../../../app/test-library';

/*
 * Values for the tabs' tests: a warrior's form values and its stored entries.
 */

export function editorValues(fields: Partial<EditorValues> = {}): EditorValues {
  const { revision: _revision, ...values } = WarriorInput.parse({
    name: 'Tam',
    rank: 'Hero',
    revision: 0,
  });
  return {
    ...values,
    race: 'Rohan',
    profileRaces: [],
    ...fields,
  };
}

export const storedWargear = (id: string, fields: Record<string, unknown> = {}) =>
  WarriorWargearInput.parse({
    id,
    name: id,
    type: 'armoury',
    pointsLow: 1,
    pointsHigh: 2,
    mount: 0,
    ...fields,
  });

export const storedRule = (id: string, fields: Record<string, unknown> = {}) =>
  WarriorRuleInput.parse({ id, name: id, type: 'base', ...fields });

export const storedHeroicAction = (id: string, fields: Record<string, unknown> = {}) =>
  WarriorHeroicActionInput.parse({ id, name: id, type: 'base', ...fields });

export const storedSpell = (id: string, fields: Record<string, unknown> = {}) =>
  WarriorSpellInput.parse({ id, name: id, type: 'base', baseCastingValue: 4, ...fields });
