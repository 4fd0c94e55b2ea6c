import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { companyEvents } from '../src/db/schema';

export interface LoggedEvent {
  kind: string;
  warriorId: string | null;
  battleId: string | null;
  changes: unknown;
}

/**
 * A company's event log as stored, oldest first. Lines written by one transaction share its
 * time, so they are put in a fixed order (kind, then warrior) that tests can spell out.
 */
export async function eventsOf(db: Database, companyId: string): Promise<LoggedEvent[]> {
  const rows = await db
    .select()
    .from(companyEvents)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(asc(companyEvents.createdAt), asc(companyEvents.kind), asc(companyEvents.warriorId));
  return rows.map(({ kind, warriorId, battleId, changes }) => ({
    kind,
    warriorId,
    battleId,
    changes,
  }));
}

/** The lines a request added: those after the `count` the log held before it. */
export async function newEvents(db: Database, companyId: string, count: number) {
  return (await eventsOf(db, companyId)).slice(count);
}
