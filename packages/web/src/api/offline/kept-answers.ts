import { deviceDb, hasDeviceStore } from './device-db';

/**
 * The last answers to the player's reads, kept on the device so that a page opens at the
 * table without a signal. The API client loads this module only for a signed-in player
 * (it is not part of the first page's script).
 */

export async function keepAnswer(userId: string, path: string, data: unknown): Promise<void> {
  if (!hasDeviceStore()) return;
  await deviceDb(userId).answers.put({ path, data, at: Date.now() });
}

/** The answer kept for `path`, or undefined when none is. */
export async function readKept(userId: string, path: string): Promise<unknown> {
  if (!hasDeviceStore()) return undefined;
  return (await deviceDb(userId).answers.get(path))?.data;
}
