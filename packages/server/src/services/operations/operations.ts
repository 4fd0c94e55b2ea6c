import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operations } from '../../db/schema';
import { bodyHash } from './body-hash';

/**
 * Writes named by the client with an Operation-Id, so that a write queued on a device and
 * sent again lands once (docs/adr/0160-operation-ids.md). The request's operation travels with
 * the request's async work; the outermost transaction the write runs claims it first and
 * records its answer last, so the write and its record commit together or not at all.
 */
export interface PendingOperation {
  userId: string;
  operationId: string;
  /** `PUT /api/warrior/<id>`: the method and the address as sent. */
  route: string;
  /**
   * The body as parsed, before validation: what the record keeps a hash of (body-hash.ts),
   * made only when a write is claimed, so a body refused as invalid is never hashed.
   */
  body: unknown;
  /** What the route answers a success with (its schema's one 2xx status, else 204). */
  status: number;
  /** Set by the transaction that claimed the operation, with the answer it recorded it for. */
  recorded?: { answer: unknown };
  /** Whether a transaction took the operation (only the request's first outermost one does). */
  taken: boolean;
}

/** How long a write's record is kept: far longer than a device stays without signal. */
export const OPERATION_KEPT_DAYS = 30;

const scope = new AsyncLocalStorage<PendingOperation>();

/** Runs a request's handler with its operation, for the transaction that writes to find. */
export function withOperation<T>(operation: PendingOperation, run: () => T): T {
  return scope.run(operation, run);
}

/** Runs work that is not the request's write (work after answering) without its operation. */
export function outsideOperation<T>(run: () => T): T {
  return scope.exit(run);
}

/**
 * The request's operation, the first time an outermost transaction asks; then none, so that a
 * verb's later transactions (or nested ones) do not record it again.
 */
export function takeOperation(): PendingOperation | undefined {
  const operation = scope.getStore();
  if (!operation || operation.taken) return undefined;
  operation.taken = true;
  return operation;
}

/**
 * Another request with the same id committed first: two tabs replayed one write at once. The
 * claim waited for that transaction on the primary key and found its row; this one rolls back
 * and answers what that one recorded.
 */
export class OperationTakenError extends Error {
  constructor() {
    super('The operation was applied by another request');
    this.name = 'OperationTakenError';
  }
}

/**
 * The first statement of the write's transaction: the row, keyed by player and id. A row of a
 * transaction still running makes PostgreSQL wait for it here, before any lock of the write,
 * so a duplicate never runs into its own first copy (as a stale revision, for one).
 */
export async function claimOperation(db: Database, operation: PendingOperation): Promise<void> {
  const claimed = await db
    .insert(operations)
    .values({
      userId: operation.userId,
      operationId: operation.operationId,
      route: operation.route,
      bodyHash: bodyHash(operation.body),
      status: operation.status,
    })
    .onConflictDoNothing()
    .returning({ id: operations.operationId });
  if (claimed.length === 0) throw new OperationTakenError();
}

/**
 * The last statement of the write's transaction: the answer the route sends, or, when that
 * carries a secret, what the record `keeps` in its place.
 */
export async function recordOperation(
  db: Database,
  operation: PendingOperation,
  answer: unknown,
  keeps: unknown,
): Promise<void> {
  operation.recorded = { answer };
  if (operation.status === 204) return;
  await db
    .update(operations)
    .set({ answer: keeps ?? null })
    .where(
      and(
        eq(operations.userId, operation.userId),
        eq(operations.operationId, operation.operationId),
      ),
    );
}

/** A player's committed operation of that id, if any. */
export async function findOperation(db: Database, userId: string, operationId: string) {
  const [row] = await db
    .select({
      route: operations.route,
      bodyHash: operations.bodyHash,
      status: operations.status,
      answer: operations.answer,
    })
    .from(operations)
    .where(and(eq(operations.userId, userId), eq(operations.operationId, operationId)))
    .limit(1);
  return row;
}

/** Drops the records older than OPERATION_KEPT_DAYS; answers how many. */
export async function sweepOperations(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OPERATION_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const dropped = await db
    .delete(operations)
    .where(lt(operations.createdAt, before))
    .returning({ id: operations.operationId });
  return dropped.length;
}
