import type { NamedText, WargearInput } from './library';
import type { WarriorFieldValues, WarriorList } from './warrior';

/*
 * Copies of an entity's own fields, named one by one, for every place that moves them from
 * one shape to another (a request body to a row, a row to an answer, a warrior to its file or
 * to the editor's form, an armoury entry to a warrior's copy). What carries the fields may
 * hold more; the copy never takes it along: a body never writes a column it does not name,
 * and an answer or a file never carries a field it does not document. Each copy returns its
 * schema's type, so a field added to the schema and not here fails to compile, here only.
 */

const copyRows = (rows: readonly NamedText[]) =>
  rows.map(({ name, description }) => ({ name, description }));

/** A wargear item as any holder keeps it; an entity answers `mount` as a plain number. */
export type WargearSource = Omit<WargearInput, 'mount'> & { mount: number };

/** What makes a wargear item, wherever it is kept: the armoury, a warrior, a profile. */
export function copyWargearFields(item: WargearSource): WargearInput {
  return {
    name: item.name,
    description: item.description,
    pointsLow: item.pointsLow,
    pointsHigh: item.pointsHigh,
    influence: item.influence,
    mount: item.mount === 1 ? 1 : 0,
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
    specialRules: copyRows(item.specialRules),
    specialAttacks: copyRows(item.specialAttacks),
  };
}

/** A warrior's own fields, without its lists (each list's entries have copies of their own). */
export type WarriorOwnFields = Omit<WarriorFieldValues, WarriorList>;

/** What a warrior is, apart from its lists and what the server derives from it. */
export function copyWarriorFields(warrior: WarriorOwnFields): WarriorOwnFields {
  return {
    name: warrior.name,
    biography: warrior.biography,
    race: warrior.race,
    image: warrior.image,
    rank: warrior.rank,
    experience: warrior.experience,
    status: warrior.status,
    legWound: warrior.legWound,
    armWound: warrior.armWound,
    oldWound: warrior.oldWound,
    baseClass: warrior.baseClass,
    owner: warrior.owner,
    basePoints: warrior.basePoints,
    chosenPath: warrior.chosenPath,
    customPath: warrior.customPath,
    influence: warrior.influence,
    baseStats: { ...warrior.baseStats },
    modifyStats: { ...warrior.modifyStats },
  };
}
