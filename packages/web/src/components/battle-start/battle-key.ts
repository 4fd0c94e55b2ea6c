import { battleStore } from '../../api/offline/battle-store';

/**
 * Where a player's battle for one company is kept on this device
 * (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md). Battle mode owns the
 * record; the company page only asks whether one is there.
 */
export function battleStorageKey(playerId: string, companyId: string): string {
  return `battle:${playerId}:${companyId}`;
}

/** Whether this device keeps a battle of the player's for the company, fought or not. */
export function battleKept(playerId: string, companyId: string): boolean {
  try {
    return battleStore.getItem(battleStorageKey(playerId, companyId)) !== null;
  } catch {
    // A browser that refuses storage keeps no battle either.
    return false;
  }
}
