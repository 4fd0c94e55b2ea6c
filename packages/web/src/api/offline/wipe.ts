import { deviceDb, hasDeviceStore, wipeDeviceStore } from './device-db';
import { forgetLoadedBattles } from './battle-store';
import { listOutbox } from './outbox';

/**
 * How many things of the player's only this device holds: writes waiting to be sent, and
 * battles in progress or set aside.
 */
export async function waitingCount(userId: string): Promise<number> {
  if (!hasDeviceStore()) return 0;
  const [writes, battles] = await Promise.all([
    listOutbox(userId).catch(() => []),
    deviceDb(userId)
      .battles.count()
      .catch(() => 0),
  ]);
  return writes.length + battles;
}

/** Logging out: everything kept for the player on this device goes. */
export async function forgetPlayer(userId: string): Promise<void> {
  forgetLoadedBattles();
  await wipeDeviceStore(userId).catch(() => undefined);
}
