import { fieldOf } from '@warband/rules/narrow';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ServiceContext } from './context';
import { claimOperation, recordOperation, takeOperation } from './operations/operations';

/**
 * PostgreSQL's answers for a transaction it rolled back so that another could go on: a
 * deadlock, and a serialisation failure. Run again, the same work usually succeeds. The one
 * lock order (docs/adr/0042-one-lock-order-for-a-companys-writes.md) keeps deadlocks
 * away from a company's writes; this is for any that remain, such as two players' writes
 * meeting on rows neither locked first.
 */
const RETRIED_STATES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in one database transaction: everything it writes lands together or not at
 * all. The context it receives carries the transaction as its `db`, so the verbs it calls
 * take part without knowing. A transaction the database rolled back for a deadlock or a
 * serialisation failure is run again from the start, up to three times in all; a transaction
 * within one is not, since its failure ends the one around it.
 *
 * A write the client named with an Operation-Id is recorded by the request's first outermost
 * transaction: claimed by its first statement and its answer (what `work` answers, which is
 * what the route sends) written by its last, so that the write and its record commit together
 * or not at all (docs/adr/0160-operation-ids.md). `recordAs` is for an answer that carries a
 * secret, which no record keeps: what the record keeps instead (and a replay answers), or
 * `false` for no record at all, for work that writes nothing and may simply run again.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
  { recordAs }: { recordAs?: ((answer: T) => unknown) | false } = {},
): Promise<T> {
  const outermost = !(ctx.db instanceof PgTransaction);
  const taken = outermost ? takeOperation() : undefined;
  const operation = recordAs === false ? undefined : taken;
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (db) => {
        if (operation) await claimOperation(db, operation);
        const answer = await work({ ...ctx, db });
        if (operation) {
          await recordOperation(db, operation, answer, recordAs ? recordAs(answer) : answer);
        }
        return answer;
      });
    } catch (error) {
      if (!outermost || attempt >= TRANSACTION_ATTEMPTS || !isRetried(error)) throw error;
    }
  }
}

/** Whether the error, or one it was caused by (drivers and Drizzle wrap them), is retried. */
function isRetried(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = fieldOf(cause, 'code');
    if (typeof code === 'string' && RETRIED_STATES.has(code)) return true;
  }
  return false;
}
