import type { Caller, ServiceContext } from '../context';
import { revokeSession } from '../sessions';
import { inTransaction } from '../transaction';

/** Ends the session the request came with; the player's other devices stay signed in. */
export async function logOut(ctx: ServiceContext, caller: Caller): Promise<void> {
  // In a transaction, which records a replayed write.
  await inTransaction(ctx, ({ db }) => revokeSession(db, caller.sessionId));
}
