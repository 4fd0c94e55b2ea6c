import type { Company, Warrior } from '@warband/schemas';
import { sessionStore } from '../session-store';
import { hasDeviceStore, type OutboxEntry } from './device-db';
import { listOutbox } from './outbox';

/** The outbox of the signed-in player; nothing where the device keeps nothing. */
export async function waitingWrites(): Promise<OutboxEntry[]> {
  const user = sessionStore.get();
  if (!user || !hasDeviceStore()) return [];
  try {
    return await listOutbox(user.id);
  } catch {
    return [];
  }
}

/**
 * The companies as they will be once the waiting writes are applied, in the order they were
 * made: the battle's planned warriors, the edited warrior or company. What the player did at
 * the table shows at once, marked as waiting to sync, rather than the server's older copy.
 */
export function withWaiting(companies: Company[], entries: OutboxEntry[]): Company[] {
  if (entries.length === 0) return companies;
  const byId = new Map(companies.map((company) => [company.id, company]));
  for (const entry of entries) {
    const company = byId.get(entry.companyId);
    if (!company) continue;
    if (entry.kind === 'aftermath') {
      const after = entry.preview as Company;
      byId.set(company.id, {
        ...company,
        ...after,
        warriors: { ...company.warriors, ...after.warriors },
      });
    } else if (entry.kind === 'warrior') {
      const warrior = entry.preview as Warrior;
      byId.set(company.id, {
        ...company,
        warriors: { ...company.warriors, [warrior.id]: warrior },
      });
    } else {
      const { warriors: _kept, ...fields } = entry.preview as Company;
      byId.set(company.id, { ...company, ...fields });
    }
  }
  return companies.map((company) => byId.get(company.id) ?? company);
}
