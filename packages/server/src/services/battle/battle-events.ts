import type { BattleRecord } from '@warband/schemas';
import type { Database } from '../../db/client';
import { companyEvents } from '../../db/schema';

interface EventOf {
  companyId: string;
  userId: string;
  battleId: string;
}

/**
 * The company's event log entries of an applied battle (DESIGN.md 5): the battle itself, and
 * each warrior killed, injured or levelled up in it, with what changed.
 */
export async function logBattle(db: Database, of: EventOf, record: BattleRecord): Promise<void> {
  const rows: (typeof companyEvents.$inferInsert)[] = [
    {
      ...of,
      warriorId: null,
      kind: 'battleApplied',
      changes: { result: record.result, influence: record.influence, rating: record.ratingAfter },
    },
  ];
  for (const warrior of record.warriors) {
    const base = { ...of, warriorId: warrior.warriorId };
    const died = warrior.diedWithOwner || warrior.injury?.applied === 'dead';
    if (died) rows.push({ ...base, kind: 'warriorKilled', changes: { injury: warrior.injury } });
    else if (warrior.injury) {
      rows.push({ ...base, kind: 'warriorInjured', changes: { injury: warrior.injury } });
    }
    if (warrior.levelUps.length > 0 || warrior.bonusLevelUp) {
      const { experienceBefore, experienceAfter, levelUps, bonusLevelUp } = warrior;
      rows.push({
        ...base,
        kind: 'warriorLevelledUp',
        changes: { experienceBefore, experienceAfter, levelUps, bonusLevelUp },
      });
    }
  }
  await db.insert(companyEvents).values(rows);
}

export async function logUndo(db: Database, of: EventOf, discardedEdits: boolean) {
  await db
    .insert(companyEvents)
    .values({ ...of, warriorId: null, kind: 'battleUndone', changes: { discardedEdits } });
}
