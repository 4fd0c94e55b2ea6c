import { ApiRequestError } from '../client';
import { sessionStore } from '../session-store';
import { deviceDb, hasDeviceStore, type OutboxEntry } from './device-db';
import { randomOperationId } from './operation-id';
import { unrefChannel } from './unref';

/**
 * The outbox: writes made while the server could not be reached, kept per player on the
 * device and sent again, in the order they were made, by one tab at a time
 * (docs/adr/0162-device-store-and-outbox.md). Each is a write's name and input
 * (api/offline/writes.ts) with the `Operation-Id` it was first sent with, so the server
 * applies it once however often it is sent; an aftermath is also applied once by its battle id.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
export const CHANNEL = 'warband-outbox';
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) {
      channel.onmessage = () => listeners.forEach((listener) => listener());
      unrefChannel(channel);
    }
  }
  return channel;
}

/** Calls back when the outbox changes, in this tab or another. */
export function onOutboxChange(listener: Listener): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function changed() {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'state' | 'createdAt' | 'refusal'>;

export async function enqueue(userId: string, entry: NewOutboxEntry): Promise<OutboxEntry> {
  const db = deviceDb(userId);
  const row: OutboxEntry = { ...entry, state: 'pending', createdAt: new Date().toISOString() };
  // The same operation queued twice (a retry of a send that failed again) is kept once.
  const seq = await db.transaction('rw', db.outbox, async () => {
    const same = await db.outbox.filter((kept) => kept.operationId === entry.operationId).first();
    if (same?.seq !== undefined) return same.seq;
    return db.outbox.add(row);
  });
  changed();
  return { ...row, seq };
}

export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  return deviceDb(userId).outbox.orderBy('seq').toArray();
}

/** Whether an error means the server was not reached (no network, or no answer in time). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0 && error.code === undefined;
}

/** When the outbox was last emptied of everything it could send, or null. */
export async function lastSync(userId: string): Promise<number | null> {
  const row = await deviceDb(userId).meta.get('lastSync');
  return typeof row?.value === 'number' ? row.value : null;
}

/**
 * The player's new version of a write that waits for their choice (theirs on the server's
 * revision after a conflict, or a fixed draft after a refusal): sent again as a new
 * operation, since its body differs from the one first sent.
 */
export async function resend(userId: string, seq: number, input: unknown): Promise<void> {
  const db = deviceDb(userId);
  const entry = await db.outbox.get(seq);
  if (!entry || entry.state === 'pending') return;
  await db.outbox.update(seq, {
    state: 'pending',
    input,
    operationId: randomOperationId(),
    refusal: undefined,
  });
  changed();
}

/** The player lets the write go: the server's version stands. Returns the entry dropped. */
export async function letGo(userId: string, seq: number): Promise<OutboxEntry | undefined> {
  const db = deviceDb(userId);
  const entry = await db.outbox.get(seq);
  if (!entry || entry.state === 'pending') return undefined;
  await db.outbox.delete(seq);
  changed();
  return entry;
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
