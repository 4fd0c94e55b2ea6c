import { battleStorageKey } from './battle-key';

/** The stages in which a battle is being fought or its aftermath resolved (battle-state.ts). */
const UNDERWAY_STAGES: ReadonlySet<unknown> = new Set(['battle', 'ended']);

/** The part of local storage this reads: the browser's, or a stand-in in tests. */
export type KeyValueStore = Pick<Storage, 'length' | 'key' | 'getItem'>;

/**
 * Whether this device keeps a battle of the player's that has begun and is not yet applied:
 * fought (its counters in use) or ended and waiting for its War's Aftermath. What battle mode
 * keeps (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md) is read by
 * its stage alone, without the battle's schema, so the check costs next to nothing. Used to
 * hold back whatever would reload the page at the table (the app's update prompt).
 */
export function battleUnderway(playerId: string, store: KeyValueStore = localStorage): boolean {
  const prefix = battleStorageKey(playerId, '');
  try {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key === null || !key.startsWith(prefix)) continue;
      if (UNDERWAY_STAGES.has(stageOf(store.getItem(key)))) return true;
    }
    return false;
  } catch {
    // A browser that refuses storage keeps no battle either.
    return false;
  }
}

function stageOf(text: string | null): unknown {
  if (text === null) return null;
  try {
    return (JSON.parse(text) as { stage?: unknown } | null)?.stage;
  } catch {
    return null;
  }
}
