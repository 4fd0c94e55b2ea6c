import { and, eq, ne, or, sql, lt } from 'drizzle-orm';
import type { LiveSideIndex } from '@warband/rules';
import { LIVE_PRESENCE, type LivePresence, type LivePresencePair } from '@warband/schemas';
import type { Database } from '../../db/client';
import { livePresence } from '../../db/schema';
import { LIVE_CHANNEL } from './live-battles';

/** The announcement that a side's phone came or went, on the channel the events use. */
export const presencePayload = (matchId: string) => `${matchId}:presence`;

/** Before this, by the database's clock, a stream's last sight is too old to count. */
const staleBefore = () => sql`now() - ${`${LIVE_PRESENCE.staleMs} milliseconds`}::interval`;

/** Tells every server process's streams of the match that a side's phone came or went. */
export async function announcePresence(db: Database, matchId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${presencePayload(matchId)})`);
}

/**
 * Each side's presence in the match's battle, judged by the database's clock so that every
 * server process judges alike: connected while one of its streams is open and was seen lately
 * (LIVE_PRESENCE.staleMs); last seen when any of its streams last was.
 */
export async function presenceOf(db: Database, matchId: string): Promise<LivePresencePair> {
  const rows = await db
    .select({
      side: livePresence.side,
      connected: sql<boolean>`bool_or(not ${livePresence.closed} and ${livePresence.seenAt} > ${staleBefore()})`,
      lastSeenAt: sql`max(${livePresence.seenAt})`.mapWith(livePresence.seenAt),
    })
    .from(livePresence)
    .where(eq(livePresence.matchId, matchId))
    .groupBy(livePresence.side);
  const of = (side: LiveSideIndex): LivePresence => {
    const row = rows.find((each) => each.side === side);
    return {
      connected: row?.connected === true,
      lastSeenAt: row ? row.lastSeenAt.toISOString() : null,
    };
  };
  return [of(0), of(1)];
}

/**
 * The side's phone says it is there: each of the side's open streams is seen now. Whether
 * the side had been taken for gone (its phone silent past the bound, its stream still open):
 * then the others are told it is back.
 */
export async function markSideSeen(
  db: Database,
  matchId: string,
  side: LiveSideIndex,
): Promise<{ cameBack: boolean }> {
  const open = and(
    eq(livePresence.matchId, matchId),
    eq(livePresence.side, side),
    eq(livePresence.closed, false),
  );
  const [before] = await db
    .select({ fresh: sql<boolean>`bool_or(${livePresence.seenAt} > ${staleBefore()})` })
    .from(livePresence)
    .where(open);
  const seen = await db
    .update(livePresence)
    .set({ seenAt: sql`now()` })
    .where(open)
    .returning({ streamId: livePresence.streamId });
  return { cameBack: seen.length > 0 && before?.fresh !== true };
}

interface Log {
  warn(details: object, message: string): void;
}

/** What one open stream of a side's player writes of its presence. */
export interface StreamPresence {
  /** Written once the stream opened, and announced. */
  readonly opened: Promise<void>;
  /** Marks it closed, seen now, and announces it; resolves once written. */
  close(): Promise<void>;
}

/**
 * The presence of a stream a side's player opened: its row written as it opens and closed as
 * it ends, one after the other; between the two, the phone's own beats mark it seen
 * (markSideSeen). A write that fails (the database away) is logged and the stream goes on:
 * the other phones read the side as gone once its row is stale.
 */
export function streamPresence(
  db: Database,
  { streamId, matchId, side }: { streamId: string; matchId: string; side: LiveSideIndex },
  log: Log,
): StreamPresence {
  const write = (label: string, closed: boolean) =>
    (async () => {
      // Written again whole: a row another stream's close swept away as stale is back.
      await db
        .insert(livePresence)
        .values({ streamId, matchId, side, closed })
        .onConflictDoUpdate({
          target: livePresence.streamId,
          set: { seenAt: sql`now()`, closed },
          setWhere: eq(livePresence.closed, false),
        });
      if (closed) {
        // The side's other streams that ended, or whose server stopped, are done with: the
        // newest row says when it was last seen.
        await db
          .delete(livePresence)
          .where(
            and(
              eq(livePresence.matchId, matchId),
              eq(livePresence.side, side),
              ne(livePresence.streamId, streamId),
              or(eq(livePresence.closed, true), lt(livePresence.seenAt, staleBefore())),
            ),
          );
      }
      await announcePresence(db, matchId);
    })().catch((error: unknown) => log.warn({ err: error }, `live battles: ${label} failed`));
  const opened = write('marking a player present', false);
  return {
    opened,
    close: () => opened.then(() => write('marking a player gone', true)),
  };
}
