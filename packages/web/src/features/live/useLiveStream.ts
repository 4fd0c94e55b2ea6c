import { useEffect, useRef, useState } from 'react';
import type { LiveEvent, LivePresencePair } from '@warband/schemas';
import { ApiRequestError } from '../../api/client';
import {
  createStreamTicket,
  liveEventsAddress,
  parseLiveEvent,
  parseLivePresence,
} from '../../api/live';

const isFinal = (error: ApiRequestError) =>
  error.status >= 400 && error.status < 500 && error.status !== 429;

/** This phone's link to the battle's event stream. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

/**
 * Follows a live battle's events: asks a stream ticket (an EventSource sends no token), opens
 * the stream after the last event the phone has, and calls `onEvent` with each. The browser
 * reconnects by itself with Last-Event-ID; a stream the server closed for good (its ticket
 * refused) is opened again with a new ticket after the last event seen. `onPresence` is told
 * each side's presence as the stream opens and whenever a phone comes or goes.
 */
export function useLiveStream(
  matchId: string,
  after: number | undefined,
  onEvent: (event: LiveEvent) => void,
  onPresence?: (presence: LivePresencePair) => void,
): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>(
    typeof EventSource === 'undefined' ? 'unavailable' : 'connecting',
  );
  const handler = useRef(onEvent);
  const presenceHandler = useRef(onPresence);
  useEffect(() => {
    handler.current = onEvent;
    presenceHandler.current = onPresence;
  });
  const last = useRef(after);
  useEffect(() => {
    if (after !== undefined && (last.current === undefined || after > last.current)) {
      last.current = after;
    }
  }, [after]);
  const ready = after !== undefined;

  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = async () => {
      try {
        const { ticket } = await createStreamTicket(matchId);
        if (stopped) return;
        source = new EventSource(liveEventsAddress(matchId, ticket, last.current));
        source.onopen = () => setConnection('live');
        source.onmessage = (message: MessageEvent<string>) => {
          const event = parseLiveEvent(message.data);
          if (!event) return;
          if (last.current === undefined || event.seq > last.current) last.current = event.seq;
          handler.current(event);
        };
        // Named, and without an id: it moves neither the battle's seq nor Last-Event-ID.
        source.addEventListener('presence', (message: MessageEvent<string>) => {
          const presence = parseLivePresence(message.data);
          if (presence) presenceHandler.current?.(presence);
        });
        source.onerror = () => {
          setConnection('reconnecting');
          if (source?.readyState === EventSource.CLOSED) {
            source = null;
            retry = setTimeout(() => void open(), 2000);
          }
        };
      } catch (error) {
        if (stopped) return;
        // A ticket refused for good (the battle is not the player's, or the session ended):
        // the page says so from its own read; trying again would change nothing.
        if (error instanceof ApiRequestError && isFinal(error)) {
          setConnection('unavailable');
          return;
        }
        setConnection('reconnecting');
        retry = setTimeout(() => void open(), 2000);
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [matchId, ready]);

  return connection;
}
