import type { WargearInput } from '@warband/schemas';

/**
 * What makes a wargear item, wherever it is kept (the armoury, a warrior, a profile): the
 * columns of wargearColumns() in db/schema.ts, which are also the input's and the entity's
 * fields by the same names. Copied one by one, in both directions (input to row values, row
 * to entity): a body never writes a column it does not name, and an answer never carries
 * one it does not document.
 */
export function wargearFields(item: WargearInput): WargearInput {
  return {
    name: item.name,
    description: item.description,
    pointsLow: item.pointsLow,
    pointsHigh: item.pointsHigh,
    influence: item.influence,
    mount: item.mount,
    adjustmentStat: item.adjustmentStat,
    adjustmentValue: item.adjustmentValue,
    move: item.move,
    fight: item.fight,
    shoot: item.shoot,
    strength: item.strength,
    defence: item.defence,
    attacks: item.attacks,
    wounds: item.wounds,
    courage: item.courage,
    intelligence: item.intelligence,
    specialRules: item.specialRules,
    specialAttacks: item.specialAttacks,
  };
}
