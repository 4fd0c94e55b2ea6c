import { fieldOf, getOrThrow, itemAt, present, TIMELINE_KIND_OF } from '@warband/rules';
import { and, desc, eq, exists, gte, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  fellInBattle,
  type BattleRecord,
  type Timeline,
  type TimelineBattle,
  type TimelineEntry,
  type TimelineInjury,
  type TimelineKind,
  type TimelineQuery,
  type TimelineWarrior,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, companies, companyEvents, warriors } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { findOwned, isUuid } from '../owned';

export const BAD_CURSOR = 'This page of the timeline cannot be found: reload it from the start.';

type EventRow = {
  id: string;
  companyId: string;
  kind: string;
  warriorId: string | null;
  battleId: string | null;
  changes: unknown;
  createdAt: Date;
  cursorAt: string;
};

/** The log's kinds that are lines of their own, and the timeline kind each one is. */
const LINE_KIND_OF = new Map<string, TimelineKind>(Object.entries(TIMELINE_KIND_OF));

/**
 * Lines folded into others: what a battle did to a warrior is on the battle's line, a recruit's
 * payment on the recruit's, influence given back on the dismissal's (each written with it).
 */
const folded = or(
  and(isNotNull(companyEvents.battleId), sql`${companyEvents.kind} like 'warrior%'`),
  and(eq(companyEvents.kind, 'influenceSpent'), sql`${companyEvents.changes}->>'on' = 'recruit'`),
  eq(companyEvents.kind, 'influenceReturned'),
);

// A timestamp as PostgreSQL writes it, to the microsecond: a JavaScript Date would lose that.
const CURSOR_AT =
  /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/;

// The largest of CURSOR_AT's numbers after the day's: hours, minutes, seconds, and the
// offset's hours and minutes (PostgreSQL takes offsets up to 15:59).
const TIME_LIMITS = [23, 59, 59, 15, 59];

/** True for a timestamp of CURSOR_AT's form that is a time: anything else fails the query. */
function isTimestamp(at: string): boolean {
  const numbers = CURSOR_AT.exec(at)
    ?.slice(1)
    .map((part = '0') => Number(part));
  if (!numbers) return false;
  const [year = 0, month = 0, day = 0] = numbers;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const isDay = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isDay && numbers.slice(3).every((number, i) => number <= (TIME_LIMITS[i] ?? 0));
}

function encodeCursor(row: EventRow): string {
  return Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString('base64url');
}

function decodeCursor(before: string): { at: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(before, 'base64url').toString());
    const [at, id]: unknown[] = Array.isArray(parsed) ? parsed : [];
    if (typeof at === 'string' && isTimestamp(at) && typeof id === 'string' && isUuid(id)) {
      return { at, id };
    }
  } catch {
    // Not ours: refused below.
  }
  throw new ValidationError({ before: BAD_CURSOR });
}

/**
 * GET /company/{id}/timeline: the company's story from its event log, newest first, a page at
 * a time. A battle is one line with whom it killed, who rolled for injuries (with the result)
 * and who levelled up; a warrior named on a line carries its id only while it still exists,
 * so the page can open it.
 */
export async function listTimeline(
  ctx: ServiceContext,
  caller: Caller,
  input: TimelineQuery & { companyId: string },
): Promise<Timeline> {
  const company = await findOwned(ctx.db, companies, caller, input.companyId);
  const { entries, next } = await readTimeline(ctx.db, [{ companyId: company.id }], input);
  return { entries: entries.map(({ companyId: _companyId, ...entry }) => entry), next };
}

/** A company whose lines a timeline reads, from `since` on when given. */
export interface TimelineSource {
  companyId: string;
  since?: Date;
}

/** Which lines a timeline reads beyond its sources. */
export interface TimelineFilter {
  /** Only lines of these timeline kinds. */
  kinds?: readonly TimelineKind[];
  /**
   * Only what stands: no battle since undone, no recruit undone (its influence given back). A
   * company's own timeline tells those too, marked; a campaign's feed tells what happened.
   */
  standing?: boolean;
}

/**
 * Lines of what was undone since: a battle, or a recruit whose payment was given back (the
 * recruit undone, a mistake put right).
 */
function undoneLines(db: Database) {
  const returned = alias(companyEvents, 'returned');
  return or(
    and(
      eq(companyEvents.kind, 'battleApplied'),
      exists(
        db
          .select({ id: battleRecords.id })
          .from(battleRecords)
          .where(
            and(
              eq(battleRecords.battleId, companyEvents.battleId),
              isNotNull(battleRecords.undoneAt),
            ),
          ),
      ),
    ),
    and(
      eq(companyEvents.kind, 'warriorRecruited'),
      exists(
        db
          .select({ id: returned.id })
          .from(returned)
          .where(
            and(
              eq(returned.companyId, companyEvents.companyId),
              eq(returned.warriorId, companyEvents.warriorId),
              eq(returned.kind, 'influenceReturned'),
            ),
          ),
      ),
    ),
  );
}

/**
 * The lines of several companies' logs as one timeline, newest first, a page at a time, each
 * with the company it is of: a company's own timeline is one source, a campaign's feed its
 * companies since they joined (services/campaign/campaign-feed.ts).
 */
export async function readTimeline(
  db: Database,
  sources: readonly TimelineSource[],
  input: TimelineQuery,
  { kinds, standing = false }: TimelineFilter = {},
): Promise<{ entries: (TimelineEntry & { companyId: string })[]; next: string | null }> {
  const cursor = input.before === undefined ? null : decodeCursor(input.before);
  if (sources.length === 0) return { entries: [], next: null };
  const logKinds = Object.entries(TIMELINE_KIND_OF)
    .filter(([, kind]) => kinds === undefined || kinds.includes(kind))
    .map(([logKind]) => logKind);
  const rows: EventRow[] = await db
    .select({
      id: companyEvents.id,
      companyId: companyEvents.companyId,
      kind: companyEvents.kind,
      warriorId: companyEvents.warriorId,
      battleId: companyEvents.battleId,
      changes: companyEvents.changes,
      createdAt: companyEvents.createdAt,
      cursorAt: sql<string>`${companyEvents.createdAt}::text`,
    })
    .from(companyEvents)
    .where(
      and(
        or(
          ...sources.map((source) =>
            and(
              eq(companyEvents.companyId, source.companyId),
              source.since ? gte(companyEvents.createdAt, source.since) : undefined,
            ),
          ),
        ),
        inArray(companyEvents.kind, logKinds),
        not(present(folded, 'The folded lines')),
        standing ? not(present(undoneLines(db), 'The undone lines')) : undefined,
        cursor
          ? sql`(${companyEvents.createdAt}, ${companyEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  // The lines are named from their companies' own warriors and battles, a page at once.
  const companyIds = [...new Set(page.map((row) => row.companyId))];
  const built = await toEntries(db, companyIds, page);
  const entries = built.map((entry, i) => ({ ...entry, companyId: itemAt(page, i).companyId }));
  return {
    entries,
    next: rows.length > input.limit ? encodeCursor(itemAt(page, page.length - 1)) : null,
  };
}

async function toEntries(db: Database, companyIds: string[], page: EventRow[]) {
  const battleIds = page.flatMap((row) =>
    row.kind === 'battleApplied' ? [present(row.battleId, "A battle line's battle")] : [],
  );
  const battles = battleIds.length
    ? await db
        .select({
          battleId: battleRecords.battleId,
          record: battleRecords.record,
          undoneAt: battleRecords.undoneAt,
          correctedAt: battleRecords.correctedAt,
        })
        .from(battleRecords)
        .where(
          and(
            inArray(battleRecords.companyId, companyIds),
            inArray(battleRecords.battleId, battleIds),
          ),
        )
    : [];
  const battleOf = new Map(battles.map((battle) => [battle.battleId, battle]));
  const warriorIds = new Set(page.flatMap((row) => (row.warriorId ? [row.warriorId] : [])));
  for (const battle of battles) {
    if (isWritten(battle.record))
      battle.record.warriors.forEach((w) => warriorIds.add(w.warriorId));
  }
  const names = await warriorNames(db, companyIds, [...warriorIds]);
  const paid = await paymentsOf(db, companyIds, page);
  const named = (id: string, logged?: string): TimelineWarrior => {
    const known = names.get(id);
    return { id: known?.exists ? id : null, name: known?.name ?? logged ?? '' };
  };

  return page.map((row): TimelineEntry => {
    // What the event logged, read field by field: its shape depends on its kind.
    const text = (key: string) => {
      const value = fieldOf(row.changes, key);
      return typeof value === 'string' ? value : null;
    };
    const amount = fieldOf(row.changes, 'amount');
    const logged = text('name') ?? undefined;
    const stored = row.battleId ? battleOf.get(row.battleId) : undefined;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      kind: getOrThrow(LINE_KIND_OF, row.kind, 'timeline kind of event'),
      warrior: row.warriorId ? named(row.warriorId, logged) : null,
      battle:
        row.kind === 'battleApplied' && stored && isWritten(stored.record)
          ? battleLine(stored.record, stored, named)
          : null,
      rankBefore: text('rankBefore'),
      rankAfter: text('rankAfter'),
      influence:
        row.kind === 'influenceSpent'
          ? typeof amount === 'number'
            ? amount
            : null
          : (paid.get(`${row.kind}:${row.warriorId}`) ?? null),
    };
  });
}

function isWritten(record: BattleRecord | Record<string, never>): record is BattleRecord {
  return 'battleId' in record;
}

function battleLine(
  record: BattleRecord,
  { undoneAt, correctedAt }: { undoneAt: Date | null; correctedAt: Date | null },
  named: (id: string, logged?: string) => TimelineWarrior,
): TimelineBattle {
  const killed: TimelineWarrior[] = [];
  const hurt: TimelineInjury[] = [];
  const levelledUp: TimelineWarrior[] = [];
  for (const warrior of record.warriors) {
    const who = named(warrior.warriorId, warrior.name);
    if (fellInBattle(warrior)) killed.push(who);
    else if (warrior.injury) hurt.push({ ...who, injury: warrior.injury.applied });
    if (warrior.levelUps.length > 0 || warrior.bonusLevelUp) levelledUp.push(who);
  }
  return {
    battleId: record.battleId,
    result: record.result,
    opponentName: record.opponent?.name ?? '',
    opponentCompany: record.opponent?.company ?? '',
    scenario: record.opponent?.scenario ?? '',
    undone: undoneAt !== null,
    corrected: correctedAt !== null,
    killed,
    hurt,
    levelledUp,
  };
}

/**
 * The name of each warrior: its own while it exists, else the one its dismissal logged (a
 * warrior deleted is gone from the table, not from the story).
 */
async function warriorNames(db: Database, companyIds: string[], ids: string[]) {
  const names = new Map<string, { name: string; exists: boolean }>();
  if (ids.length === 0) return names;
  const living = await db
    .select({ id: warriors.id, name: warriors.name })
    .from(warriors)
    .where(and(inArray(warriors.companyId, companyIds), inArray(warriors.id, ids)));
  for (const warrior of living) names.set(warrior.id, { name: warrior.name, exists: true });
  const gone = ids.filter((id) => !names.has(id));
  if (gone.length === 0) return names;
  const dismissed = await db
    .select({
      warriorId: companyEvents.warriorId,
      name: sql<string>`${companyEvents.changes}->>'name'`,
    })
    .from(companyEvents)
    .where(
      and(
        inArray(companyEvents.companyId, companyIds),
        inArray(companyEvents.kind, ['warriorDismissed', 'warriorRecruited']),
        inArray(companyEvents.warriorId, gone),
      ),
    );
  for (const row of dismissed)
    names.set(present(row.warriorId, 'A dismissed warrior'), { name: row.name, exists: false });
  return names;
}

/** Influence paid with a recruit and given back with a dismissal, by line kind and warrior. */
async function paymentsOf(db: Database, companyIds: string[], page: EventRow[]) {
  const paid = new Map<string, number>();
  const ids = page.flatMap((row) =>
    (row.kind === 'warriorRecruited' || row.kind === 'warriorDismissed') && row.warriorId
      ? [row.warriorId]
      : [],
  );
  if (ids.length === 0) return paid;
  const rows = await db
    .select({
      kind: companyEvents.kind,
      warriorId: companyEvents.warriorId,
      changes: companyEvents.changes,
    })
    .from(companyEvents)
    .where(
      and(
        inArray(companyEvents.companyId, companyIds),
        inArray(companyEvents.warriorId, ids),
        or(
          and(
            eq(companyEvents.kind, 'influenceSpent'),
            sql`${companyEvents.changes}->>'on' = 'recruit'`,
          ),
          eq(companyEvents.kind, 'influenceReturned'),
        ),
      ),
    );
  for (const row of rows) {
    const line = row.kind === 'influenceSpent' ? 'warriorRecruited' : 'warriorDismissed';
    const amount = fieldOf(row.changes, 'amount');
    if (typeof amount === 'number') paid.set(`${line}:${row.warriorId}`, amount);
  }
  return paid;
}
