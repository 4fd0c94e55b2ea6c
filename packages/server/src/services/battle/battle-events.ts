import type { BattleRecord } from '@warband/schemas';
import type { Database } from '../../db/client';
import { companyEvent, writeCompanyEvents, type CompanyEventRow } from '../events/company-events';

interface EventOf {
  companyId: string;
  userId: string;
  battleId: string;
}

/**
 * The company's event log entries of an applied battle
 * (docs/adr/0139-the-event-log-holds-what-a-battle-changed.md): the battle itself, and each warrior
 * killed, injured or levelled up in it, with what changed.
 */
export async function logBattle(db: Database, of: EventOf, record: BattleRecord): Promise<void> {
  const rows: CompanyEventRow[] = [
    companyEvent('battleApplied', of, {
      result: record.result,
      influence: record.influence,
      rating: record.ratingAfter,
    }),
  ];
  for (const warrior of record.warriors) {
    const subject = { ...of, warriorId: warrior.warriorId };
    const died = warrior.diedWithOwner || warrior.injury?.applied === 'dead';
    if (died) rows.push(companyEvent('warriorKilled', subject, { injury: warrior.injury }));
    else if (warrior.injury) {
      rows.push(companyEvent('warriorInjured', subject, { injury: warrior.injury }));
    }
    if (warrior.levelUps.length > 0 || warrior.bonusLevelUp) {
      const { experienceBefore, experienceAfter, levelUps, bonusLevelUp } = warrior;
      rows.push(
        companyEvent('warriorLevelledUp', subject, {
          experienceBefore,
          experienceAfter,
          levelUps,
          bonusLevelUp,
        }),
      );
    }
  }
  await writeCompanyEvents(db, rows);
}

export async function logUndo(db: Database, of: EventOf, discardedEdits: boolean) {
  await writeCompanyEvents(db, [companyEvent('battleUndone', of, { discardedEdits })]);
}
