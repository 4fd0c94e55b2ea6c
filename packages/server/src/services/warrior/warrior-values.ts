import {
  copyWargearFields,
  type WarriorHeroicActionInput,
  type WarriorRuleInput,
  type WarriorSpellInput,
  type WarriorWargearInput,
} from '@warband/schemas';

// Input entries to columns, named one by one: a body can never set an id, an owner or a
// warrior of an entry, whatever it carries. (The warrior's own fields: copyWarriorFields.)

/** An entry's own fields: what it carries, not the editor's flags. */
type EntryFields<E> = Omit<E, 'id' | 'new' | 'remove'>;

export function wargearValues(entry: EntryFields<WarriorWargearInput>, position: number) {
  return {
    position,
    armouryId: entry.armouryId,
    type: entry.type,
    ...copyWargearFields(entry),
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
