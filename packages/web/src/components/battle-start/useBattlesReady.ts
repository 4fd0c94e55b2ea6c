import { useSyncExternalStore } from 'react';
import {
  battlesReady,
  battlesVersion,
  loadBattles,
  onBattlesLoaded,
} from '../../api/offline/battle-store';

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
