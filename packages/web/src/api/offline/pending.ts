import { Wargear, type Company } from '@warband/schemas';
import { z } from 'zod';
import { sessionStore } from '../session-store';
import { hasDeviceStore, type OutboxEntry } from './device-db';
import { readKept } from './kept-answers';
import { listOutbox } from './outbox';
import { bindWrite, type WriteContext } from './writes';

/** The writes waiting on this device, and what applying them reads besides the companies. */
export interface Waiting {
  entries: OutboxEntry[];
  context: WriteContext;
}

const NOTHING: WriteContext = { armouryEntry: () => null };

/** The signed-in player's outbox; nothing where the device keeps nothing. */
export async function waitingWrites(): Promise<Waiting> {
  const user = sessionStore.get();
  if (!user || !hasDeviceStore()) return { entries: [], context: NOTHING };
  try {
    const entries = await listOutbox(user.id);
    if (!entries.some((entry) => entry.state === 'pending' && entry.name === 'aftermath')) {
      return { entries, context: NOTHING };
    }
    // A bonus item copied from the armoury is drawn with the armoury as last read.
    const armoury = z.array(Wargear).safeParse(await readKept(user.id, '/wargear'));
    const items = new Map(armoury.success ? armoury.data.map((item) => [item.id, item]) : []);
    return { entries, context: { armouryEntry: (id) => items.get(id) ?? null } };
  } catch {
    return { entries: [], context: NOTHING };
  }
}

/**
 * The companies as the server last answered them with the waiting writes applied on top, in
 * the order they were made, each worked out as the server will (api/offline/writes.ts): what
 * the player did at the table shows at once, and what changed elsewhere shows too. Writes
 * waiting for the player's choice are not applied: the server has refused them.
 */
export function withWaiting(companies: Company[], { entries, context }: Waiting): Company[] {
  const pending = entries.filter((entry) => entry.state === 'pending');
  if (pending.length === 0) return companies;
  const byId = new Map(companies.map((company) => [company.id, company]));
  for (const entry of pending) {
    const write = bindWrite(entry.name, entry.input);
    const company = write && byId.get(write.companyId);
    if (write && company) byId.set(company.id, write.apply(company, context));
  }
  return companies.map((company) => byId.get(company.id) ?? company);
}
