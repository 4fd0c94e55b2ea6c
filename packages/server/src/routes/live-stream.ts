import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { EVENTS_PAGE, eventsAfter } from '../services/live/live-battles';
import type { LiveBus } from '../services/live/live-bus';

/** A comment this often keeps proxies and phones from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;
/** What the browser waits before it reconnects, sending the last id it read. */
const RETRY_MS = 2_000;

/** The open streams of one app, each by the function that ends it. */
export type LiveStreams = Set<() => void>;

/**
 * The app's open streams, ended when the server starts draining or closes: a stream would
 * otherwise hold its connection until the grace period ends (drain.ts), and its reader
 * reconnects to another server. Called as the routes are registered.
 */
export function liveStreams(app: FastifyInstance): LiveStreams {
  const streams: LiveStreams = new Set();
  const endAll = () => {
    for (const end of [...streams]) end();
  };
  app.server.on('draining', endAll);
  app.addHook('preClose', async () => endAll());
  return streams;
}

/**
 * Answers the request with the battle's event stream, by hand on the raw response
 * (docs/adr/new-live-battle-transport.md): every event after `after` first, then each as the
 * bus announces it. The first read waits until the process listens, so nothing committed in
 * between is missed; each read starts after the last id sent, so an announcement read twice sends
 * nothing twice.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    db,
    bus,
    streams,
    keepAliveMs,
    matchId,
    after,
  }: {
    db: Database;
    bus: LiveBus;
    streams: LiveStreams;
    keepAliveMs: number;
    matchId: string;
    after: number;
  },
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Nginx and its kind would hold the stream back to buffer it.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  let last = after;
  let reading = false;
  let again = false;
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(keepAlive);
    streams.delete(end);
    response.end();
  };

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        let page: Awaited<ReturnType<typeof eventsAfter>>;
        do {
          page = await eventsAfter(db, matchId, last);
          if (ended) return;
          for (const event of page) {
            response.write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
            last = event.seq;
          }
        } while (page.length === EVENTS_PAGE);
      } while (again && !ended);
    } catch (error) {
      request.log.warn({ err: error }, 'live battle events could not be read');
      end();
    } finally {
      reading = false;
    }
  };

  const subscription = bus.subscribe(matchId, (seq) => {
    if (seq === 0 || seq > last) void read();
  });
  const unsubscribe = () => subscription.unsubscribe();
  // With each comment the table is read again too: had a notification been lost (the
  // listening connection made again meanwhile), its event still arrives, at most this late.
  const keepAlive = setInterval(() => {
    response.write(': keep-alive\n\n');
    void read();
  }, keepAliveMs);
  streams.add(end);
  request.raw.on('close', end);
  response.on('error', end);
  // Only once this process hears the channel: an event committed before then is in the table.
  void subscription.ready.then(read);
}
