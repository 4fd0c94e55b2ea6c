import type { Caller, ServiceContext } from './context';
import { revokeSession } from './sessions';

/** Ends the session the request came with; the player's other devices stay signed in. */
export async function logOut(ctx: ServiceContext, caller: Caller): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId);
}
