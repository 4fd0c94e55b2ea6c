import { fieldOf } from '@warband/rules';
import type { OutboxEntry } from '../../api/offline/device-db';
import { describeChanges } from '../stale/describe-changes';
import { COMPANY_FIELD_LABELS, WARRIOR_FIELD_LABELS } from '../stale/field-labels';

/**
 * What differs between the server's version (`current`) and the player's (`preview`), one
 * line per field, "server's → yours", with the words the stale-save question uses.
 */
export function conflictLines(entry: OutboxEntry): string[] {
  if (typeof entry.current !== 'object' || entry.current === null) return [];
  const labels = entry.kind === 'warrior' ? WARRIOR_FIELD_LABELS : COMPANY_FIELD_LABELS;
  return describeChanges(entry.current, entry.preview, labels);
}

/** The name of what the write changed, for the dialog's sentence. */
export function conflictSubject(entry: OutboxEntry, kindNames: Record<string, string>): string {
  const name = fieldOf(entry.preview, 'name');
  return typeof name === 'string' && name !== '' && entry.kind !== 'aftermath'
    ? `${kindNames[entry.kind]} ${name}`
    : (kindNames[entry.kind] ?? 'a change');
}
