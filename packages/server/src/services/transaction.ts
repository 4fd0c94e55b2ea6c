import type { ServiceContext } from './context';

/**
 * Runs `work` in one database transaction: everything it writes lands together or not at
 * all. The context it receives carries the transaction as its `db`, so the verbs it calls
 * take part without knowing.
 */
export function inTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}
