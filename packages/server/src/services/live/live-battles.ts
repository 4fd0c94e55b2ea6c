import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  fightingRoster,
  isOneOf,
  LIVE_SIDES,
  present,
  startLiveBattle,
  type LiveBattleState,
  type LiveRosterSide,
} from '@warband/rules';
import {
  LiveEvent,
  type LiveBattleState as LiveBattleAnswer,
  type LivePresencePair,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import { companies, liveBattleEvents, liveBattles } from '../../db/schema';
import { readCompany } from '../company/company-entity';
import type { MatchAccess, MatchSideOfAccess } from './match-access';

/** The channel every committed live action is announced on, as `<matchId>:<seq>`. */
export const LIVE_CHANNEL = 'live_battle';

export type LiveBattleRow = typeof liveBattles.$inferSelect;

/**
 * A side's roster as its company stands now: its warriors who fight, not the dead nor the
 * injured and lost, who sit the battle out (their War's Aftermath keeps them out too).
 */
async function rosterOf(db: Database, side: MatchSideOfAccess): Promise<LiveRosterSide> {
  const [row] = side.companyId
    ? await db.select().from(companies).where(eq(companies.id, side.companyId))
    : [];
  const company = row ? await readCompany(db, row) : null;
  const warriors = company ? fightingRoster(Object.values(company.warriors)) : [];
  return {
    companyId: side.companyId,
    userId: side.userId,
    name: company?.name ?? side.name,
    warriors: warriors.map((warrior) => ({
      id: warrior.id,
      name: warrior.name,
      wounds: warrior.totalStats.wounds,
      might: warrior.totalStats.might,
      will: warrior.totalStats.will,
      fate: warrior.totalStats.fate,
    })),
  };
}

/**
 * The match's live battle, started when it is first asked for: both companies' warriors as
 * they stand then, every counter fresh. Two players opening it at once start it once.
 */
export async function liveBattleOf(
  db: Database,
  access: MatchAccess,
  lock = false,
): Promise<LiveBattleRow> {
  const select = () => {
    const query = db.select().from(liveBattles).where(eq(liveBattles.matchId, access.matchId));
    return lock ? query.for('update') : query;
  };
  const [existing] = await select();
  if (existing) return existing;
  const state = startLiveBattle([
    await rosterOf(db, access.sides[0]),
    await rosterOf(db, access.sides[1]),
  ]);
  await db
    .insert(liveBattles)
    .values({
      matchId: access.matchId,
      ...(access.campaignId
        ? { campaignMatchId: access.matchId }
        : { friendlyMatchId: access.matchId }),
      state,
    })
    .onConflictDoNothing();
  const [started] = await select();
  return present(started, 'The live battle');
}

export function toLiveAnswer(
  access: Pick<MatchAccess, 'matchId' | 'mySide' | 'sides'>,
  state: LiveBattleState,
  presence: LivePresencePair,
): LiveBattleAnswer {
  const [first, second] = access.sides;
  return {
    matchId: access.matchId,
    mySide: access.mySide,
    ...state,
    presence,
    aftermathApplied: [first.battleId !== null, second.battleId !== null],
  };
}

/** Writes the battle's new state and its event, and announces it to every server process. */
export async function appendEvent(
  db: Database,
  matchId: string,
  state: LiveBattleState,
  event: { kind: string; side: number | null; userId: string; data: Record<string, unknown> },
): Promise<void> {
  await db
    .update(liveBattles)
    .set({
      seq: state.seq,
      state,
      // Written only when it changes: the campaign's version is raised by its trigger.
      ...(event.kind === 'confirm' || event.kind === 'dispute' || event.kind === 'settle'
        ? { confirmation: state.confirmation }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(liveBattles.matchId, matchId));
  await db.insert(liveBattleEvents).values({ matchId, seq: state.seq, ...event });
  // Delivered when the transaction commits, and only then (docs/adr/new-live-battle-transport.md).
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`${matchId}:${state.seq}`})`);
}

/** At most this many events are read at once; a reader further behind reads again. */
export const EVENTS_PAGE = 500;

/** The battle's events after `after`, oldest first, as the stream sends them. */
export async function eventsAfter(
  db: Database,
  matchId: string,
  after: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(liveBattleEvents)
    .where(and(eq(liveBattleEvents.matchId, matchId), gt(liveBattleEvents.seq, after)))
    .orderBy(asc(liveBattleEvents.seq))
    .limit(EVENTS_PAGE);
  return rows.map((row) =>
    LiveEvent.parse({
      ...row.data,
      seq: row.seq,
      kind: row.kind,
      side: isOneOf(LIVE_SIDES, row.side) ? row.side : null,
      userId: row.userId,
      at: row.createdAt.toISOString(),
    }),
  );
}
