import { createFormContext } from '@mantine/form';
import type { Race } from '@warband/rules';
import type {
  WarriorHeroicActionInput,
  WarriorInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';

/**
 * What the editor edits: a company's warrior, a library profile (a template with no company,
 * status or hero entries), or a warrior in the graveyard (read-only but for its injuries).
 */
export type EditorMode = 'warrior' | 'profile' | 'graveyard';

export type EditorWargear = WarriorWargearInput;
export type EditorRule = WarriorRuleInput;
export type EditorHeroicAction = WarriorHeroicActionInput;
export type EditorSpell = WarriorSpellInput;

/**
 * The values of the one form every tab shares. A warrior's race is its company's; a profile's
 * `profileRaces` lists the races it is offered to (empty: any). List entries keep the API's
 * `new` and `remove` flags: new ones have temporary ids, removed ones stay but are hidden.
 * Paying influence is the player's say beside the form (useWarriorEditor), not a value of it.
 */
export type EditorValues = Omit<WarriorInput, 'race' | 'revision' | 'payInfluence'> & {
  race: string;
  profileRaces: Race[];
};

/** The four lists of entries, each edited by its own tab. */
export type EditorListName = 'wargear' | 'specialRules' | 'heroicActions' | 'spells';

export const [EditorFormProvider, useEditorFormContext, useEditorForm] =
  createFormContext<EditorValues>();
