import { useSyncExternalStore } from 'react';
import {
  battlesReady,
  battlesVersion,
  loadBattles,
  onBattlesLoaded,
  battleStore,
} from '../../api/offline/battle-store';
import { keepBattlesIn } from './battle-underway';

// From the first screen that reads battles on, the update prompt reads them where they are kept.
keepBattlesIn(battleStore);

/** Whether the player's battles are read from the device; the screen draws again when they are. */
export function useBattlesReady(playerId: string): boolean {
  useSyncExternalStore(
    (listener) => {
      const stop = onBattlesLoaded(listener);
      if (playerId) void loadBattles(playerId);
      return stop;
    },
    battlesVersion,
    battlesVersion,
  );
  return battlesReady(playerId);
}
