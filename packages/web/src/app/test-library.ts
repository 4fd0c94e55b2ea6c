import { Rule, Spell, Wargear } from '@warband/schemas';
import { WARGEAR_DEFAULTS } from './test-entities';

/*
 * Library entries as the API answers them, for the tests of the editor's tabs and of the
 * aftermath's library picks. Free of the test harness, like test-entities.ts.
 */

/** A library id (a UUID, as the server hands them out) numbered for a test. */
export const libraryId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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
