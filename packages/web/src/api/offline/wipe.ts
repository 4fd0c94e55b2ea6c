import { hasDeviceStore, wipeDeviceStore } from './device-db';
import { listOutbox } from './outbox';

/** How many writes of the player's still wait to be sent from this device. */
export async function waitingCount(userId: string): Promise<number> {
  if (!hasDeviceStore()) return 0;
  return (await listOutbox(userId).catch(() => [])).length;
}

/** Logging out: everything kept for the player on this device goes. */
export async function forgetPlayer(userId: string): Promise<void> {
  await wipeDeviceStore(userId).catch(() => undefined);
}
