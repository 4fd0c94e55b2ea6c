import type { LivePresence } from '@warband/schemas';
import classes from './Live.module.css';
import { LIVE_SCREEN_TEXTS as T } from './texts';

/** A side's presence at a glance: filled while its player's phone follows the battle. */
export function PresenceDot({ connected }: { connected: boolean }) {
  return <span className={classes.presenceDot} data-connected={connected} aria-hidden="true" />;
}

/**
 * Whether a side's player follows the battle now, or since when their phone is gone, in the
 * player's own time. One line that keeps its height whatever it says: nothing moves as the
 * other phone comes and goes.
 */
export function PresenceLine({ presence }: { presence: LivePresence }) {
  const text = presence.connected
    ? T.presence.connected
    : presence.lastSeenAt
      ? T.presence.offlineSince(presence.lastSeenAt)
      : T.presence.never;
  return (
    <p className={classes.presence} data-connected={presence.connected} aria-live="polite">
      <PresenceDot connected={presence.connected} />
      <span className={classes.presenceText}>{text}</span>
    </p>
  );
}
