import { ApiRequestError } from '../client';
import { deviceDb, type OutboxEntry, type Refusal } from './device-db';
import { randomOperationId } from './operation-id';
import { CHANNEL, changed, isUnreachable, listOutbox } from './outbox';
import { replayLock, type LockEnvironment } from './replay-lock';
import { bindWrite, type BoundWrite, type SentWrite } from './writes';

/**
 * Sending the outbox (outbox.ts keeps it): each kept write through its definition
 * (writes.ts), with the Operation-Id it was first sent with, by one tab at a time. Apart from
 * the keeping, so that a page that only shows what waits does not load every write's rules.
 */

export interface Applied {
  entry: OutboxEntry;
  sent: SentWrite;
}

export interface ReplayOutcome {
  /** done: everything sendable was sent; offline/failed: stopped, to try again later; busy: another tab is sending. */
  status: 'done' | 'offline' | 'failed' | 'busy';
  applied: Applied[];
  /** Writes the server refused in this replay: they wait, unapplied, for the player. */
  refused: OutboxEntry[];
}

/**
 * Sends the pending writes, oldest first. A write that was refused or met a conflict keeps
 * the writes of its company made before that was known waiting behind it (they were made on
 * top of it); writes made since, and other companies, go on. Stops at the first write the
 * server does not answer, to try again later.
 */
export async function replayOutbox(
  userId: string,
  send: SendKept = (entry, write) => write.send(entry.operationId),
  env?: LockEnvironment,
): Promise<ReplayOutcome> {
  const outcome = await replayLock(`${CHANNEL}:${userId}`, () => replayHeld(userId, send), env);
  return outcome === 'busy' ? { status: 'busy', applied: [], refused: [] } : outcome;
}

/** How a kept write reaches the server: its definition's request, with its Operation-Id. */
export type SendKept = (entry: OutboxEntry, write: BoundWrite) => Promise<SentWrite>;

async function replayHeld(userId: string, send: SendKept): Promise<ReplayOutcome> {
  const db = deviceDb(userId);
  const outcome: ReplayOutcome = { status: 'done', applied: [], refused: [] };
  const entries = await listOutbox(userId);
  const holds = entries.filter((entry) => entry.state !== 'pending');
  for (const kept of entries) {
    // Read again: an earlier write of the same record may have rebased it.
    const entry = (kept.seq === undefined ? kept : await db.outbox.get(kept.seq)) ?? kept;
    const { seq } = entry;
    if (entry.state !== 'pending' || seq === undefined) continue;
    if (waitsBehind(entry, holds)) continue;
    const write = bindWrite(entry.name, entry.input);
    if (!write) {
      const refusal = { code: undefined, message: UNREADABLE, fields: {} };
      const held = await refuse(userId, entry, seq, refusal);
      outcome.refused.push(held);
      holds.push(held);
      continue;
    }
    try {
      const sent = await send(entry, write);
      await db.transaction('rw', db.outbox, async () => {
        await db.outbox.delete(seq);
        await rebaseLater(userId, write, sent);
      });
      outcome.applied.push({ entry, sent });
      changed();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || isUnreachable(error) || !isFinal(error)) {
        outcome.status = isUnreachable(error) ? 'offline' : 'failed';
        break;
      }
      const { code, message, fields, current } = error;
      const held = await refuse(userId, entry, seq, { code, message, fields, current });
      outcome.refused.push(held);
      holds.push(held);
    }
  }
  if (outcome.status === 'done') await db.meta.put({ key: 'lastSync', value: Date.now() });
  return outcome;
}

const UNREADABLE = 'This change was kept by an older version of the app and can no longer be read.';

/**
 * Whether an earlier write of the same company, refused or in conflict, holds this one back:
 * it was made before the refusal was known, so on top of the refused write.
 */
function waitsBehind(entry: OutboxEntry, holds: readonly OutboxEntry[]): boolean {
  return holds.some(
    (hold) =>
      hold.companyId === entry.companyId &&
      (hold.seq ?? 0) < (entry.seq ?? 0) &&
      hold.refusal !== undefined &&
      entry.createdAt < hold.refusal.at,
  );
}

async function refuse(
  userId: string,
  entry: OutboxEntry,
  seq: number,
  refused: Omit<Refusal, 'at'>,
): Promise<OutboxEntry> {
  const state = refused.code === 'STALE' ? 'conflict' : 'refused';
  const refusal = { ...refused, at: new Date().toISOString() };
  await deviceDb(userId).outbox.update(seq, { state, refusal });
  changed();
  return { ...entry, state, refusal };
}

/**
 * The later writes of a record this write just saved were made on it: they are now based on
 * the revision the server gave it, each as a new operation (its body is no longer the one
 * that may have been sent before).
 */
async function rebaseLater(userId: string, write: BoundWrite, sent: SentWrite): Promise<void> {
  if (write.target === null || write.basedOn === null || sent.revision === null) return;
  const db = deviceDb(userId);
  const later = await db.outbox.where('companyId').equals(write.companyId).toArray();
  for (const entry of later) {
    const next = entry.state === 'pending' ? bindWrite(entry.name, entry.input) : null;
    if (entry.seq === undefined || next?.target !== write.target) continue;
    if (next.basedOn !== write.basedOn) continue;
    await db.outbox.update(entry.seq, {
      input: next.rebased(sent.revision),
      operationId: randomOperationId(),
    });
  }
}

/** A 4xx the same request would get again (not a rate limit, not a lost session). */
function isFinal(error: ApiRequestError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}
