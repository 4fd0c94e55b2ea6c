import { isBattlePath } from '../../components/adverts/advert-rules';
import { battleUnderway, type KeptBattles } from '../../components/battle-start/battle-underway';

interface UpdateGateInput {
  /** The page on screen. */
  pathname: string;
  /** The signed-in player, or null for a visitor. */
  playerId: string | null;
  /** Where the device's battles are read (local storage unless a test gives its own). */
  kept?: KeptBattles;
}

/**
 * Whether a waiting version of the app may be offered, and applied, now: never on battle mode's
 * pages, and never while the player has a battle fought or an aftermath to resolve on this
 * device, wherever they are in the app. Reloading is harmless then (the battle is kept on the
 * device), but a prompt over the table and a page that goes blank for a moment are not; the
 * prompt waits until the aftermath is applied or the battle quit.
 */
export function updateMayApply({ pathname, playerId, kept }: UpdateGateInput): boolean {
  if (isBattlePath(pathname)) return false;
  return playerId === null || !battleUnderway(playerId, kept);
}
