import { fieldOf } from '@warband/rules';
import { battleStorageKey } from './battle-key';

/** The stages in which a battle is being fought or its aftermath resolved (battle-state.ts). */
const UNDERWAY_STAGES: ReadonlySet<unknown> = new Set(['battle', 'ended']);

/**
 * Where the device's battles are read from: the keys kept and the text under each. One
 * place to change when battles move from local storage to the on-device store: its key-value
 * face then provides these two (see `localBattles`).
 */
export interface KeptBattles {
  keys(): Iterable<string>;
  getItem(key: string): string | null;
}

/** The battles battle mode keeps in local storage (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md). */
export const localBattles: KeptBattles = {
  *keys() {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key !== null) yield key;
    }
  },
  getItem: (key) => localStorage.getItem(key),
};

/**
 * Whether this device keeps a battle of the player's that has begun and is not yet applied:
 * fought (its counters in use) or ended and waiting for its War's Aftermath. What battle mode
 * keeps (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md) is read by
 * its stage alone, without the battle's schema, so the check costs next to nothing. Used to
 * hold back whatever would reload the page at the table (the app's update prompt).
 */
let source: KeptBattles = localBattles;

/**
 * Battle mode's store says where battles are kept once it is loaded (the device store,
 * api/offline/battle-store.ts); until then, local storage as before. Kept out of this module's
 * imports so the first page does not load the device store.
 */
export function keepBattlesIn(kept: KeptBattles): void {
  source = kept;
}

export function battleUnderway(playerId: string, kept: KeptBattles = source): boolean {
  const prefix = battleStorageKey(playerId, '');
  try {
    for (const key of kept.keys()) {
      if (!key.startsWith(prefix)) continue;
      if (UNDERWAY_STAGES.has(stageOf(kept.getItem(key)))) return true;
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
    return fieldOf(JSON.parse(text), 'stage');
  } catch {
    return null;
  }
}
