import { fieldOf } from '@warband/rules';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL } from './live-battles';

/**
 * What a match's listener is told: its battle has an event numbered `seq`; a side's phone came
 * or went; or news may have been missed (the listening connection was made again).
 */
export type LiveNews = { kind: 'event'; seq: number } | { kind: 'presence' } | { kind: 'missed' };
export type LiveListener = (news: LiveNews) => void;

/** The news a notification's payload, `<matchId>:<seq>` or `<matchId>:presence`, carries. */
export function newsOf(payload: string): { matchId: string; news: LiveNews } | null {
  const [matchId, what] = payload.split(':');
  if (!matchId) return null;
  if (what === 'presence') return { matchId, news: { kind: 'presence' } };
  const seq = Number(what);
  return { matchId, news: seq > 0 ? { kind: 'event', seq } : { kind: 'missed' } };
}

/**
 * How each server process hears of the live battles' events, whichever process committed them
 * (docs/adr/new-live-battle-transport.md). Every action's transaction runs `pg_notify` with
 * `<matchId>:<seq>`, which the database delivers on commit: on PostgreSQL to every process
 * listening on its own connection, on the embedded database to the one process it lives in.
 * A notification carries ids only; the listener reads the events from their table. A side's
 * phone coming or going is announced on the same channel, as `<matchId>:presence`.
 */
export interface LiveBus {
  /**
   * Listens for the match's events. `ready` resolves once this process hears the channel (or
   * could not, which is logged): a reader reads the table after it, so that nothing committed
   * in between goes unheard.
   */
  subscribe(matchId: string, listener: LiveListener): { ready: Promise<void>; unsubscribe(): void };
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

type Driver = {
  listen(
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
};

/** A live bus over the database `db` is a handle of. It listens from its first subscriber on. */
export function openLiveBus(db: Database, log: Log): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  const driver = driverOf(db, log);
  let started: Promise<() => Promise<void>> | undefined;
  const wakeAll = () => {
    for (const set of listeners.values()) for (const listener of set) listener({ kind: 'missed' });
  };
  const onPayload = (payload: string) => {
    const found = newsOf(payload);
    if (!found) return;
    for (const listener of listeners.get(found.matchId) ?? []) listener(found.news);
  };
  const start = () => {
    started ??= driver.listen(onPayload, wakeAll).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
  return {
    subscribe(matchId, listener) {
      const set = listeners.get(matchId) ?? new Set();
      listeners.set(matchId, set.add(listener));
      // A listener that could not start still reads the events on its own reads; the next
      // subscriber tries to listen again.
      const ready = start().then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'live battles: listening for events failed'),
      );
      return {
        ready,
        unsubscribe() {
          set.delete(listener);
          if (set.size === 0) listeners.delete(matchId);
        },
      };
    },
    async close() {
      listeners.clear();
      const stop = await started?.catch(() => undefined);
      started = undefined;
      await stop?.();
    },
  };
}

function driverOf(db: Database, log: Log): Driver {
  const client = fieldOf(db, '$client');
  const listen = fieldOf(client, 'listen');
  if (typeof listen === 'function') {
    // PGlite: LISTEN on its one connection, in this process.
    return {
      async listen(onPayload) {
        const unlisten: unknown = await listen.call(client, LIVE_CHANNEL, onPayload);
        return async () => {
          if (typeof unlisten === 'function') await unlisten();
        };
      },
    };
  }
  const options = fieldOf(client, 'options');
  return {
    listen: (onPayload, onReconnect) => listenOnPostgres(options, onPayload, onReconnect, log),
  };
}

const RECONNECT_MS = 1_000;

/**
 * A connection of its own, outside the pool (a pooled one would be lent to requests): LISTEN
 * holds it for the process's life. Lost, it is made again after a second, and every
 * subscriber reads what it may have missed meanwhile.
 */
async function listenOnPostgres(
  options: unknown,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
  log: Log,
): Promise<() => Promise<void>> {
  const { default: pgModule } = await import('pg');
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pgModule.Client(typeof options === 'object' && options ? options : {});
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      void next.end().catch(() => {});
      // A connection that never listened is the connect's failure, reported there.
      if (client !== next) return;
      log.warn({ err: error }, 'live battles: the listening connection was lost');
      client = undefined;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const reconnect = () => {
    connect().then(onReconnect, (error: unknown) => {
      log.warn({ err: error }, 'live battles: listening again failed');
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
