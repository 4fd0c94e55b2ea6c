import {
  WarriorHeroicActionInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';
import type { z } from 'zod';
import { issuesToErrors, toNumber } from '../../../components/forms/form-errors';
import type { FieldErrors } from '../../../components/forms/form-errors';
import type { EditorListName, EditorMode } from '../editor-form';

/*
 * The small form that makes a new entry in a tab: its values, whether the player has started
 * filling it in (a draft the dialog warns about), and its check with the shared schemas.
 */

export interface EntryDraft {
  name: string;
  description: string;
  /** The Select's value, or null before one is chosen. */
  type: string | null;
  /** Spells only: '6' to '2', or null before one is chosen. */
  baseCastingValue: string | null;
}

export const EMPTY_DRAFT: EntryDraft = {
  name: '',
  description: '',
  type: null,
  baseCastingValue: null,
};

/** Whether anything has been typed or chosen: only then is there something to lose. */
export function hasDraft(draft: EntryDraft): boolean {
  return (
    draft.name.trim() !== '' ||
    draft.description.trim() !== '' ||
    draft.type !== null ||
    draft.baseCastingValue !== null
  );
}

/** The fields of each list's entry that the small form fills in, from the shared schemas. */
const PICKED = {
  wargear: WarriorWargearInput.pick({ name: true, description: true, type: true }),
  specialRules: WarriorRuleInput.pick({ name: true, description: true, type: true }),
  heroicActions: WarriorHeroicActionInput.pick({ name: true, description: true, type: true }),
  spells: WarriorSpellInput.pick({
    name: true,
    description: true,
    type: true,
    baseCastingValue: true,
  }),
};

export type DraftFields<L extends EditorListName> = z.infer<(typeof PICKED)[L]>;

/** The same schemas as a map from each list to its own, which a lookup by any list follows. */
const DRAFT_SCHEMAS: { [L in EditorListName]: z.ZodType<DraftFields<L>> } = PICKED;

/**
 * The type is required on a warrior but not on a profile, whose entries are
 * 'base' unless the player says otherwise, as the profile schema has it.
 */
export function typeRequired(mode: EditorMode): boolean {
  return mode !== 'profile';
}

export type DraftResult<L extends EditorListName> =
  { ok: true; fields: DraftFields<L> } | { ok: false; errors: FieldErrors };

/** The draft checked as the server will check the entry, with the field's message. */
export function parseDraft<L extends EditorListName>(
  list: L,
  draft: EntryDraft,
  mode: EditorMode,
): DraftResult<L> {
  const type = draft.type ?? (typeRequired(mode) ? undefined : 'base');
  const input = {
    name: draft.name,
    description: draft.description,
    type,
    ...(list === 'spells' ? { baseCastingValue: toNumber(draft.baseCastingValue) } : {}),
  };
  const result = DRAFT_SCHEMAS[list].safeParse(input);
  return result.success
    ? { ok: true, fields: result.data }
    : { ok: false, errors: issuesToErrors(result.error) };
}
