import { fieldOf } from '@warband/rules';
import { Company, Warrior } from '@warband/schemas';
import type { OutboxEntry } from '../../api/offline/device-db';
import { bindWrite, type WriteContext } from '../../api/offline/writes';
import { describeChanges } from '../stale/describe-changes';
import { COMPANY_FIELD_LABELS, WARRIOR_FIELD_LABELS } from '../stale/field-labels';

const NO_ARMOURY: WriteContext = { armouryEntry: () => null };

/**
 * What differs between the server's version of a record a kept write met in conflict and the
 * player's (their write laid over the server's version), one line per field, "server's →
 * yours", with the words the stale-save question uses.
 */
export function conflictLines(entry: OutboxEntry, company: Company | undefined): string[] {
  const write = bindWrite(entry.name, entry.input);
  const current = entry.refusal?.current;
  if (!write || !company) return [];
  const warrior = Warrior.safeParse(current);
  if (warrior.success) {
    const { id } = warrior.data;
    const base = { ...company, warriors: { ...company.warriors, [id]: warrior.data } };
    const yours = write.apply(base, NO_ARMOURY).warriors[id];
    return describeChanges(warrior.data, yours, WARRIOR_FIELD_LABELS);
  }
  const stored = Company.safeParse(current);
  if (!stored.success) return [];
  return describeChanges(stored.data, write.apply(stored.data, NO_ARMOURY), COMPANY_FIELD_LABELS);
}

/** The player's version of a write met in conflict, based on the server's revision now. */
export function mineOnServers(entry: OutboxEntry): unknown {
  const write = bindWrite(entry.name, entry.input);
  const revision = fieldOf(entry.refusal?.current, 'revision');
  return write && typeof revision === 'number' ? write.rebased(revision) : entry.input;
}
