import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSideIndex } from '@warband/rules';
import type { Database } from '../db/client';
import { EVENTS_PAGE, eventsAfter } from '../services/live/live-battles';
import type { LiveBus } from '../services/live/live-bus';
import { presenceOf, streamPresence } from '../services/live/presence';

/** A comment this often keeps proxies and phones from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;
/** What the browser waits before it reconnects, sending the last id it read. */
const RETRY_MS = 2_000;

/**
 * The open streams of one app: each by the function that ends it, and the presence each
 * ended stream is still writing (that its player has gone), which the server waits for as it
 * closes.
 */
export interface LiveStreams {
  ends: Set<() => void>;
  writes: Set<Promise<void>>;
}

/**
 * The app's open streams, ended when the server starts draining or closes: a stream would
 * otherwise hold its connection until the grace period ends (drain.ts), and its reader
 * reconnects to another server. Called as the routes are registered.
 */
export function liveStreams(app: FastifyInstance): LiveStreams {
  const streams: LiveStreams = { ends: new Set(), writes: new Set() };
  const endAll = () => {
    for (const end of [...streams.ends]) end();
  };
  app.server.on('draining', endAll);
  app.addHook('preClose', async () => {
    endAll();
    await Promise.all([...streams.writes]);
  });
  return streams;
}

/**
 * A task that runs once at a time: asked again while it runs, it runs once more after, so that
 * what was announced meanwhile is read too.
 */
function oneAtATime(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await task();
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * Answers the request with the battle's event stream, by hand on the raw response
 * (docs/adr/new-live-battle-transport.md): every event after `after` first, then each as the
 * bus announces it. The first read waits until the process listens, so nothing committed in
 * between is missed; each read starts after the last id sent, so an announcement read twice
 * sends nothing twice. A stream of one of the two players (`side`) is written as theirs while
 * it is open (their phone's beats say it is still there); every stream sends, as
 * `event: presence` without an id, each side's presence when it opens and whenever it changes.
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
    side,
    after,
  }: {
    db: Database;
    bus: LiveBus;
    streams: LiveStreams;
    keepAliveMs: number;
    matchId: string;
    side: LiveSideIndex | null;
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
  let ended = false;
  /** What the presence last sent said: who was connected, and since when the others were gone. */
  let presenceSent = '';
  const presence =
    side === null
      ? null
      : streamPresence(db, { streamId: randomUUID(), matchId, side }, request.log);

  const sendEvents = oneAtATime(async () => {
    let page: Awaited<ReturnType<typeof eventsAfter>>;
    do {
      page = await eventsAfter(db, matchId, last);
      if (ended) return;
      for (const event of page) {
        response.write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
        last = event.seq;
      }
    } while (page.length === EVENTS_PAGE);
  });
  const sendPresence = oneAtATime(async () => {
    const pair = await presenceOf(db, matchId);
    // A connected side's last sight moves on with each keep-alive: that alone is no news.
    const said = JSON.stringify(pair.map((each) => (each.connected ? true : each.lastSeenAt)));
    if (ended || said === presenceSent) return;
    presenceSent = said;
    response.write(`event: presence\ndata: ${JSON.stringify({ presence: pair })}\n\n`);
  });
  const readEvents = () =>
    sendEvents().catch((error: unknown) => {
      request.log.warn({ err: error }, 'live battle events could not be read');
      end();
    });
  const readPresence = () =>
    sendPresence().catch((error: unknown) => {
      request.log.warn({ err: error }, 'live battle presence could not be read');
    });

  const subscription = bus.subscribe(matchId, (news) => {
    if (news.kind === 'missed' || (news.kind === 'event' && news.seq > last)) void readEvents();
    if (news.kind !== 'event') void readPresence();
  });
  // With each comment the table is read again too: had a notification been lost (the
  // listening connection made again meanwhile), its event still arrives, at most this late.
  // So is the presence: a side whose phone went quiet (its signal lost, its stream left open
  // here) or whose server stopped is gone once not seen for a while, and nobody announces that.
  const keepAlive = setInterval(() => {
    response.write(': keep-alive\n\n');
    void readEvents();
    void readPresence();
  }, keepAliveMs);

  function end() {
    if (ended) return;
    ended = true;
    subscription.unsubscribe();
    clearInterval(keepAlive);
    streams.ends.delete(end);
    response.end();
    if (presence) {
      const write = presence.close();
      streams.writes.add(write);
      void write.finally(() => streams.writes.delete(write));
    }
  }
  streams.ends.add(end);
  request.raw.on('close', end);
  response.on('error', end);
  // Only once this process hears the channel: an event committed before then is in the table.
  void subscription.ready.then(async () => {
    await presence?.opened;
    await readEvents();
    await readPresence();
  });
}
