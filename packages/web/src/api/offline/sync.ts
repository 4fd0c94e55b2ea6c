import { Company, Warrior } from '@warband/schemas';
import { apiRequest, type ReplySchema } from '../client';
import { sessionStore } from '../session-store';
import { hasDeviceStore, wipeOtherPlayers, type OutboxEntry } from './device-db';
import {
  keepMine,
  lastSync,
  letGo,
  listOutbox,
  onOutboxChange,
  replayOutbox,
  type ReplayOutcome,
} from './outbox';
import { randomOperationId } from './operation-id';
import { WRITE_TIMEOUT_MS } from './offline-write';

/** Sends one waiting write again, with the Operation-Id it was first sent with. */
export function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const reply: ReplySchema<unknown> = entry.kind === 'warrior' ? Warrior : Company;
  return apiRequest(entry.method, entry.path, reply, entry.body, {
    operationId: entry.operationId,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export interface SyncSnapshot {
  entries: OutboxEntry[];
  lastSync: number | null;
}

const EMPTY: SyncSnapshot = { entries: [], lastSync: null };

/** The signed-in player's outbox and last sync, read from the device. */
export async function readSync(): Promise<SyncSnapshot> {
  const user = sessionStore.get();
  if (!user || !hasDeviceStore()) return EMPTY;
  const [entries, last] = await Promise.all([listOutbox(user.id), lastSync(user.id)]);
  return { entries, lastSync: last };
}

/** Sends the signed-in player's waiting writes, unless another tab is already doing it. */
export async function syncNow(): Promise<ReplayOutcome> {
  const user = sessionStore.get();
  if (!user || !hasDeviceStore()) return { status: 'done', applied: [] };
  return replayOutbox(user.id, sendEntry);
}

/** The player resends their version on the server's revision. */
export async function resendMine(seq: number): Promise<void> {
  const user = sessionStore.get();
  if (user) await keepMine(user.id, seq, randomOperationId());
}

/** The player takes the server's version, or accepts a refusal. */
export async function takeServers(seq: number): Promise<void> {
  const user = sessionStore.get();
  if (user) await letGo(user.id, seq);
}

/** On a player's first page: another player's data left on this browser is deleted. */
export async function forgetOtherPlayers(): Promise<void> {
  const user = sessionStore.get();
  if (user && hasDeviceStore()) await wipeOtherPlayers(user.id).catch(() => undefined);
}

/** Asks the browser not to evict the device's data under storage pressure (a battle began). */
export function askToPersist(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

export { onOutboxChange };
