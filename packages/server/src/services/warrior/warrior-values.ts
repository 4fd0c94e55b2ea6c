import type {
  WarriorHeroicActionInput,
  WarriorFieldValues,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';
import { wargearFields } from '../library/wargear-fields';

// Input fields to columns, named one by one: a body can never set an id, an owner, a
// company or a derived value, whatever it carries.

export function warriorValues(input: WarriorFieldValues) {
  return {
    name: input.name,
    biography: input.biography,
    race: input.race,
    image: input.image,
    rank: input.rank,
    experience: input.experience,
    status: input.status,
    legWound: input.legWound,
    armWound: input.armWound,
    oldWound: input.oldWound,
    baseClass: input.baseClass,
    owner: input.owner,
    basePoints: input.basePoints,
    chosenPath: input.chosenPath,
    customPath: input.customPath,
    influence: input.influence,
    baseStats: input.baseStats,
    modifyStats: input.modifyStats,
  };
}

/** An entry's own fields: what it carries, not the editor's flags. */
type EntryFields<E> = Omit<E, 'id' | 'new' | 'remove'>;

export function wargearValues(entry: EntryFields<WarriorWargearInput>, position: number) {
  return {
    position,
    armouryId: entry.armouryId,
    type: entry.type,
    ...wargearFields(entry),
    statEnabled: entry.statEnabled,
  };
}

/** `wargearId` is the stored id of the granting item, resolved from the entry's reference. */
export function ruleValues(
  entry: EntryFields<WarriorRuleInput>,
  position: number,
  wargearId: string | null,
) {
  return {
    position,
    myRuleId: entry.myRuleId,
    wargearId,
    type: entry.type,
    name: entry.name,
    description: entry.description,
    phases: entry.phases,
  };
}

export function heroicActionValues(entry: WarriorHeroicActionInput, position: number) {
  return {
    position,
    myHeroicActionsId: entry.myHeroicActionsId,
    type: entry.type,
    name: entry.name,
    description: entry.description,
    phases: entry.phases,
    modifyCastingValue: entry.modifyCastingValue,
  };
}

export function spellValues(entry: WarriorSpellInput, position: number) {
  return {
    position,
    mySpellsId: entry.mySpellsId,
    type: entry.type,
    name: entry.name,
    description: entry.description,
    phases: entry.phases,
    baseCastingValue: entry.baseCastingValue,
    modifyCastingValue: entry.modifyCastingValue,
  };
}
