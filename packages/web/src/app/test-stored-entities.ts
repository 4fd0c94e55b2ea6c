import { deriveProfile, deriveWarrior, emptyStats, type Stats } from '@warband/rules';
import type { Profile, Warrior, WarriorRule, WarriorWargear } from '@warband/schemas';
import { WARGEAR_DEFAULTS } from './test-entities';

/*
 * Entities as the API answers them, for the editor's tests. Kept free of the app's test
 * harness, so the pure modules' tests load nothing but what they test.
 */

const STAMP = '2025-03-01T10:00:00.000Z';

/** A Man of Gondor's profile: Mv 6, F 3, Sh 4+, S 3, D 4, A 1, W 1, C 3. */
export const MAN_PROFILE: Stats = {
  ...emptyStats(),
  move: 6,
  fight: 3,
  shoot: 4,
  strength: 3,
  defence: 4,
  attacks: 1,
  wounds: 1,
  courage: 3,
};

/** An item as an entity carries it: base wargear priced at `points` unless told otherwise. */
export function storedItem(
  id: string,
  points: number,
  fields: Partial<WarriorWargear> = {},
): WarriorWargear {
  return {
    id,
    warriorId: 'owner',
    armouryId: null,
    type: 'base',
    name: id,
    ...WARGEAR_DEFAULTS,
    pointsLow: points,
    pointsHigh: points,
    statEnabled: true,
    ...fields,
  };
}

export function storedRule(id: string, fields: Partial<WarriorRule> = {}): WarriorRule {
  return {
    id,
    warriorId: 'owner',
    name: id,
    description: '',
    phases: [],
    myRuleId: null,
    wargearId: null,
    type: 'base',
    ...fields,
  };
}

type Overrides<T> = Partial<Omit<T, 'baseStats' | 'modifyStats'>> & {
  baseStats?: Partial<Stats>;
  modifyStats?: Partial<Stats>;
};

/** A stored warrior named after its id, with the values the server derives. */
export function storedWarrior(
  id: string,
  fields: Overrides<Warrior> = {},
  newRuleset = false,
): Warrior {
  const { baseStats, modifyStats, ...rest } = fields;
  const stored = {
    id,
    companyId: 'company-1',
    name: id,
    biography: '',
    race: 'Minas Tirith',
    image: '',
    rank: 'Warrior' as const,
    experience: 0,
    status: '' as const,
    legWound: 0,
    armWound: 0,
    oldWound: 0,
    baseClass: 'Warrior of Minas Tirith',
    owner: null,
    basePoints: 7,
    chosenPath: '' as const,
    customPath: '',
    influence: 0,
    wargear: [],
    specialRules: [],
    heroicActions: [],
    spells: [],
    revision: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...rest,
    baseStats: { ...MAN_PROFILE, ...baseStats },
    modifyStats: { ...emptyStats(), ...modifyStats },
  };
  return { ...stored, ...deriveWarrior(stored, newRuleset) };
}

/** A stored profile named after its id, priced as the server prices it. */
export function storedProfile(
  id: string,
  fields: Overrides<Profile> = {},
  newRuleset = false,
): Profile {
  const { baseStats, modifyStats, ...rest } = fields;
  const stored = {
    id,
    name: id,
    race: [],
    rank: 'Warrior' as const,
    baseClass: 'Man',
    basePoints: 5,
    wargear: [],
    specialRules: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...rest,
    baseStats: { ...MAN_PROFILE, ...baseStats },
    modifyStats: { ...emptyStats(), ...modifyStats },
  };
  return { ...stored, ...deriveProfile(stored, newRuleset) };
}
