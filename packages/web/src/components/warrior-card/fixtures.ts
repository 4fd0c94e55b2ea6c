import { deriveWarrior, emptyStats } from '@warband/rules';
import type { Stats } from '@warband/rules';
import type { Company, Warrior, WarriorWargear } from '@warband/schemas';
import { stamps } from '../../app/test-utils';

type WarriorFields = Partial<Omit<Warrior, 'baseStats' | 'modifyStats'>> & {
  baseStats?: Partial<Stats>;
  modifyStats?: Partial<Stats>;
};

/** A Man of Gondor's profile: Mv 6, F 3, Sh 4+, S 3, D 4, A 1, W 1, C 3, I 4. */
export const GONDOR_PROFILE: Stats = {
  ...emptyStats(),
  move: 6,
  fight: 3,
  shoot: 4,
  strength: 3,
  defence: 4,
  attacks: 1,
  wounds: 1,
  courage: 3,
  intelligence: 4,
};

/**
 * A warrior as the API answers it, named after its id, with the derived values worked out by
 * the rules in the given ruleset (as the server does).
 */
export function warrior(id: string, fields: WarriorFields = {}, newRuleset = false): Warrior {
  const { baseStats, modifyStats, ...rest } = fields;
  const stored = {
    ...stamps(id),
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
    ...rest,
    baseStats: { ...GONDOR_PROFILE, ...baseStats },
    modifyStats: { ...emptyStats(), ...modifyStats },
  };
  return { ...stored, ...deriveWarrior(stored, newRuleset) };
}

/** An item on a warrior: base wargear priced at `points` unless `fields` say otherwise. */
export function wargearItem(
  name: string,
  points: number,
  fields: Partial<WarriorWargear> = {},
): WarriorWargear {
  return {
    id: `wargear-${name}`,
    warriorId: 'w',
    armouryId: null,
    type: 'base',
    name,
    description: '',
    pointsLow: points,
    pointsHigh: points,
    influence: 0,
    mount: 0,
    adjustmentStat: null,
    adjustmentValue: 0,
    statEnabled: true,
    move: 0,
    fight: 0,
    shoot: 0,
    strength: 0,
    defence: 0,
    attacks: 0,
    wounds: 0,
    courage: 0,
    intelligence: 0,
    specialRules: [],
    specialAttacks: [],
    ...fields,
  };
}

/** A company as the API answers it, named after its id, holding the given warriors. */
export function company(
  id: string,
  fields: Partial<Omit<Company, 'warriors'>> = {},
  warriors: Warrior[] = [],
): Company {
  return {
    ...stamps(id),
    name: id,
    race: 'Minas Tirith',
    backstory: '',
    influence: 0,
    rating: 0,
    currentRating: warriors
      .filter((warrior) => warrior.status !== 'dead')
      .reduce((sum, warrior) => sum + warrior.totalPoints, 0),
    retired: false,
    ...fields,
    warriors: Object.fromEntries(
      warriors.map((warrior) => [warrior.id, { ...warrior, companyId: id }]),
    ),
  };
}
