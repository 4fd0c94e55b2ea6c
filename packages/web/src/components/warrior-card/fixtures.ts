import type { Stats } from '@warband/rules';
import type { Company, Warrior, WarriorWargear } from '@warband/schemas';
import { stamps } from '../../app/test-utils';
import { MAN_PROFILE, storedItem, storedWarrior } from '../../app/test-stored-entities';

type WarriorFields = Parameters<typeof storedWarrior>[1];

/** A Man of Gondor's profile: Mv 6, F 3, Sh 4+, S 3, D 4, A 1, W 1, C 3, I 4. */
export const GONDOR_PROFILE: Stats = { ...MAN_PROFILE, intelligence: 4 };

/**
 * A warrior as the API answers it, named after its id, with the derived values worked out by
 * the rules in the given ruleset (as the server does), stamped so that lists have an order.
 */
export function warrior(id: string, fields: WarriorFields = {}, newRuleset = false): Warrior {
  const baseStats = { ...GONDOR_PROFILE, ...fields.baseStats };
  return storedWarrior(id, { ...stamps(id), ...fields, baseStats }, newRuleset);
}

/** An item on a warrior: base wargear priced at `points` unless `fields` say otherwise. */
export function wargearItem(
  name: string,
  points: number,
  fields: Partial<WarriorWargear> = {},
): WarriorWargear {
  return storedItem(`wargear-${name}`, points, { name, warriorId: 'w', ...fields });
}

/** A company as the API answers it, named after its id, holding the given warriors. */
export function company(
  id: string,
  fields: Partial<Omit<Company, 'warriors'>> = {},
  warriors: Warrior[] = [],
): Company {
  return {
    ...stamps(id),
    revision: 1,
    name: id,
    race: 'Minas Tirith',
    backstory: '',
    influence: 0,
    rating: 0,
    currentRating: warriors
      .filter((warrior) => warrior.status !== 'dead')
      .reduce((sum, warrior) => sum + warrior.totalPoints, 0),
    retired: false,
    newRuleset: false,
    ...fields,
    warriors: Object.fromEntries(
      warriors.map((warrior) => [warrior.id, { ...warrior, companyId: id }]),
    ),
  };
}
