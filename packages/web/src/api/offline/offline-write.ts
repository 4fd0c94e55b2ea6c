import type { Company } from '@warband/schemas';
import { ApiRequestError } from '../client';
import { sessionStore } from '../session-store';
import { hasDeviceStore } from './device-db';
import { randomOperationId } from './operation-id';
import { enqueue, isUnreachable, listOutbox } from './outbox';
import { waitingWrites } from './pending';
import { sendWrite, type WriteDefinition } from './writes';

// The writes come with the code that sends them: neither is in a player's first paint.
export { WRITES } from './writes';

/** The server's answer, or, kept in the outbox, the answer the device expects. */
export interface WriteOutcome<T> {
  result: T;
  queued: boolean;
}

/** The revisions of a company and its warriors, by id, as the player saw them. */
function revisionsOf(company: Company): Record<string, number> {
  return {
    [company.id]: company.revision,
    ...Object.fromEntries(Object.values(company.warriors).map((w) => [w.id, w.revision])),
  };
}

/**
 * Sends a write, or keeps it in the outbox when the server cannot be reached (or when earlier
 * writes of the same company are already waiting there: they go first). The same
 * `Operation-Id` goes with the first try and every replay, so a write that reached the server
 * but whose answer was lost is applied once. `company` is the company as the player sees it
 * (waiting writes applied), which the write is shown on while it waits; without it the write
 * is only sent.
 */
export async function sendOrQueue<Input, Reply>(
  definition: WriteDefinition<Input, Reply>,
  input: Input,
  company: Company | undefined,
): Promise<WriteOutcome<Reply>> {
  const operationId = randomOperationId();
  const send = async () => ({
    result: await sendWrite(definition, input, operationId),
    queued: false,
  });
  const user = sessionStore.get();
  if (!user || !hasDeviceStore() || !company) return send();
  const queue = async () => {
    const { context } = await waitingWrites();
    const result = definition.replyFrom(definition.apply(company, input, context), input);
    if (result === null) throw new Error('Nothing to show the write on');
    await enqueue(user.id, {
      operationId,
      name: definition.name,
      input,
      companyId: definition.companyId(input),
      about: {
        ...definition.about(input, company),
        companyName: company.name,
        seen: revisionsOf(company),
      },
    });
    return { result, queued: true };
  };
  const companyId = definition.companyId(input);
  const waiting = await listOutbox(user.id).catch(() => []);
  // The browser knows it has no network: no need to wait for the request to fail.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (
    offline ||
    waiting.some((entry) => entry.companyId === companyId && entry.state === 'pending')
  ) {
    return queue();
  }
  try {
    return await send();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    try {
      return await queue();
    } catch {
      // The device would not keep it either: the player must hear that it was not saved.
      throw new ApiRequestError(
        'Could not reach the server, and this device could not keep the change.',
        0,
        'NOT_KEPT',
      );
    }
  }
}
