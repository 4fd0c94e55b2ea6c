import {
  Rule,
  Spell,
  Wargear,
  WarriorHeroicActionInput,
  WarriorInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';
import { WARGEAR_DEFAULTS } from '../../../app/test-entities';
import type { EditorValues } from '../editor-form';

/*
 * Values for the tabs' tests: a warrior's form values and its stored entries, and library
 * entries as the API answers them.
 */

/** A library id (a UUID, as the server hands them out) numbered for a test. */
export const libraryId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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

const STAMPS = { createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' };

/** A library rule or heroic action (the two have the same fields). */
export const libraryText = (n: number, name: string, description = '') =>
  Rule.parse({ id: libraryId(n), name, description, ...STAMPS });

export const librarySpell = (n: number, name: string, baseCastingValue = 4) =>
  Spell.parse({ ...libraryText(n, name), baseCastingValue });

export function libraryWargear(n: number, name: string, fields: Record<string, unknown> = {}) {
  return Wargear.parse({
    ...libraryText(n, name),
    ...WARGEAR_DEFAULTS,
    pointsLow: 5,
    pointsHigh: 10,
    influence: 1,
    ...fields,
  });
}
