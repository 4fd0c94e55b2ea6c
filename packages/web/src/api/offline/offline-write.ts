import { ApiRequestError } from '../client';
import { sessionStore } from '../session-store';
import { randomOperationId } from './operation-id';
import { hasDeviceStore, type OutboxKind } from './device-db';
import { enqueue, isUnreachable, listOutbox } from './outbox';

/** How long a write waits for the server before it is kept in the outbox instead. */
export const WRITE_TIMEOUT_MS = 10_000;

export interface OfflineWrite<T> {
  kind: OutboxKind;
  companyId: string;
  targetId: string;
  path: string;
  body: Record<string, unknown>;
  /** What the player will see until it is applied. */
  preview: T;
  /** The stored record the write was made on. */
  base: unknown;
}

export type WriteOutcome<T> = { result: T; queued: false } | { result: T; queued: true };

/**
 * Sends a write, or keeps it in the outbox when the server cannot be reached (or when earlier
 * writes of the same company are already waiting there: they go first). The same
 * `Operation-Id` goes with the first try and every replay, so a write that reached the server
 * but whose answer was lost is applied once.
 */
export async function sendOrQueue<T>(
  write: OfflineWrite<T>,
  send: (operationId: string, timeoutMs: number) => Promise<T>,
): Promise<WriteOutcome<T>> {
  const user = sessionStore.get();
  const operationId = randomOperationId();
  if (!user || !hasDeviceStore())
    return { result: await send(operationId, WRITE_TIMEOUT_MS), queued: false };
  const queue = () =>
    enqueue(user.id, {
      operationId,
      kind: write.kind,
      companyId: write.companyId,
      targetId: write.targetId,
      method: 'PUT',
      path: write.path,
      body: write.body,
      preview: write.preview,
      base: write.base,
    });
  const waiting = await listOutbox(user.id).catch(() => []);
  // The browser knows it has no network: no need to wait for the request to fail.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || waiting.some((entry) => entry.companyId === write.companyId)) {
    await queue();
    return { result: write.preview, queued: true };
  }
  try {
    return { result: await send(operationId, WRITE_TIMEOUT_MS), queued: false };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    try {
      await queue();
    } catch {
      // The device would not keep it either: the player must hear that it was not saved.
      throw new ApiRequestError(
        'Could not reach the server, and this device could not keep the change.',
        0,
        'NOT_KEPT',
      );
    }
    return { result: write.preview, queued: true };
  }
}
