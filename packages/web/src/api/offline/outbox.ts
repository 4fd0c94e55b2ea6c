import { fieldOf } from '@warband/rules';
import { ApiRequestError } from '../client';
import { deviceDb, type OutboxEntry } from './device-db';
import { replayLock, type LockEnvironment } from './replay-lock';
import { unrefChannel } from './unref';

/**
 * The outbox: writes made while the server could not be reached, kept per player on the
 * device and sent again, in the order they were made, by one tab at a time
 * (docs/adr/0162-device-store-and-outbox.md). Each carries the `Operation-Id` it was first
 * sent with, so the server applies it once however often it is sent; an aftermath is also
 * applied once by its battle id.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
const CHANNEL = 'warband-outbox';
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

function changed() {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'state' | 'createdAt'>;

export async function enqueue(userId: string, entry: NewOutboxEntry): Promise<OutboxEntry> {
  const db = deviceDb(userId);
  const row: OutboxEntry = { ...entry, state: 'pending', createdAt: new Date().toISOString() };
  // The same operation queued twice (a retry of a send that failed again) is kept once.
  const seq = await db.transaction('rw', db.outbox, async () => {
    const same = await db.outbox.filter((kept) => kept.operationId === entry.operationId).first();
    if (same) return same.seq!;
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

export interface Applied {
  entry: OutboxEntry;
  result: unknown;
}

export interface ReplayOutcome {
  /** done: everything sendable was sent; offline/failed: stopped, to try again later; busy: another tab is sending. */
  status: 'done' | 'offline' | 'failed' | 'busy';
  applied: Applied[];
}

/**
 * Sends the pending writes, oldest first. A company whose write was refused or met a
 * conflict keeps its later writes waiting behind it (they were made on top of it); other
 * companies go on. Stops at the first write the server does not answer, to try again later.
 */
export async function replayOutbox(
  userId: string,
  send: (entry: OutboxEntry) => Promise<unknown>,
  env?: LockEnvironment,
): Promise<ReplayOutcome> {
  const outcome = await replayLock(`${CHANNEL}:${userId}`, () => replayHeld(userId, send), env);
  return outcome === 'busy' ? { status: 'busy', applied: [] } : outcome;
}

async function replayHeld(
  userId: string,
  send: (entry: OutboxEntry) => Promise<unknown>,
): Promise<ReplayOutcome> {
  const db = deviceDb(userId);
  const applied: Applied[] = [];
  const blocked = new Set<string>();
  let status: ReplayOutcome['status'] = 'done';
  for (const entry of await listOutbox(userId)) {
    if (blocked.has(entry.companyId)) continue;
    if (entry.state !== 'pending') {
      blocked.add(entry.companyId);
      continue;
    }
    try {
      const result = await send(entry);
      await db.outbox.delete(entry.seq!);
      applied.push({ entry, result });
      changed();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || isUnreachable(error) || !isFinal(error)) {
        status = isUnreachable(error) ? 'offline' : 'failed';
        break;
      }
      blocked.add(entry.companyId);
      await db.outbox.update(entry.seq!, {
        state: error.code === 'STALE' ? 'conflict' : 'refused',
        current: error.current,
        message: error.message,
      });
      changed();
    }
  }
  if (status === 'done') await db.meta.put({ key: 'lastSync', value: Date.now() });
  return { status, applied };
}

/** A 4xx the same request would get again (not a rate limit, not a lost session). */
function isFinal(error: ApiRequestError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}

/** When the outbox was last emptied of everything it could send, or null. */
export async function lastSync(userId: string): Promise<number | null> {
  const row = await deviceDb(userId).meta.get('lastSync');
  return typeof row?.value === 'number' ? row.value : null;
}

/**
 * The player keeps their version of a write that met a conflict: it is sent again on the
 * revision stored now, as a new operation (its body differs from the one first sent).
 */
export async function keepMine(userId: string, seq: number, operationId: string): Promise<void> {
  const db = deviceDb(userId);
  const entry = await db.outbox.get(seq);
  if (!entry || entry.state !== 'conflict') return;
  const revision = fieldOf(entry.current, 'revision');
  await db.outbox.update(seq, {
    state: 'pending',
    operationId,
    base: entry.current,
    body: typeof revision === 'number' ? { ...entry.body, revision } : entry.body,
    current: undefined,
    message: undefined,
  });
  changed();
}

/**
 * The player lets the write go: the server's version stands (a conflict) or the refusal is
 * accepted. Returns the entry dropped.
 */
export async function letGo(userId: string, seq: number): Promise<OutboxEntry | undefined> {
  const db = deviceDb(userId);
  const entry = await db.outbox.get(seq);
  if (!entry || entry.state === 'pending') return undefined;
  await db.outbox.delete(seq);
  changed();
  return entry;
}
