import { stamps } from '../../app/test-utils';

/** A wargear entry as a library pack holds it: an item unless `fields` say otherwise. */
export function wargearInput(name: string, fields: Record<string, unknown> = {}) {
  return {
    name,
    description: '',
    pointsLow: 0,
    pointsHigh: 0,
    influence: 0,
    mount: 0,
    adjustmentStat: null,
    adjustmentValue: 0,
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

/** A saved wargear entry as the API answers it, named after its id. */
export function wargear(id: string, fields: Record<string, unknown> = {}) {
  return { ...stamps(id), ...wargearInput(id, fields) };
}
