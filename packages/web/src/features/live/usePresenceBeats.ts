import { useEffect } from 'react';
import { LIVE_PRESENCE } from '@warband/schemas';
import { markLivePresence } from '../../api/live';

/**
 * While `beating` (the player plays a side and their event stream is open), tells the server
 * every LIVE_PRESENCE.beatMs that this phone still follows the battle: the other phone shows
 * this one gone once the beats stop, as when its signal is lost
 * (docs/adr/new-live-battle-transport.md). A beat that cannot be sent is left: the next one
 * goes in its time.
 */
export function usePresenceBeats(matchId: string, beating: boolean): void {
  useEffect(() => {
    if (!beating) return undefined;
    const beat = setInterval(() => {
      markLivePresence(matchId).catch(() => {});
    }, LIVE_PRESENCE.beatMs);
    return () => clearInterval(beat);
  }, [matchId, beating]);
}
