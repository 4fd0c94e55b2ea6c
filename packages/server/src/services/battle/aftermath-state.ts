import type { AftermathParticipant, BattleRecordWarrior } from '@warband/schemas';
import { ValidationError } from '../../errors';
import type { WarriorRecord, WarriorRow } from '../warrior/warrior-rows';

/**
 * A warrior of the battle while the aftermath is worked out: its record as it stands after
 * the steps so far (rows are replaced, never changed in place, so the writer can tell what
 * changed by reference), the device's counters, and what the battle record will say of it.
 */
export interface WarriorInBattle {
  before: WarriorRecord;
  record: WarriorRecord;
  counters: AftermathParticipant;
  summary: BattleRecordWarrior;
}

/** Field paths to messages, as the API's 400 answer carries them. */
export type FieldErrors = Record<string, string>;

/** Ends the aftermath with a 400 naming every field found wrong, before anything is written. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Every message of a rules validate… answer, under `prefix`. */
export function addErrors(
  errors: FieldErrors,
  prefix: string,
  found: Partial<Record<string, string>>,
): void {
  for (const [field, message] of Object.entries(found)) {
    if (message) errors[`${prefix}.${field}`] = message;
  }
}

/** The warrior with some of its columns changed. */
export function withRow(warrior: WarriorInBattle, changes: Partial<WarriorRow>): void {
  warrior.record = { ...warrior.record, row: { ...warrior.record.row, ...changes } };
}
