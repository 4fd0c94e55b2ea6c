import type { Rank, WarriorStatus } from '@warband/rules';
import type { BattleRecord, BattleRecordWarrior } from '@warband/schemas';
import type { Database } from '../../db/client';
import { companyEvents } from '../../db/schema';

/**
 * Every kind of line in a company's event log
 * (docs/adr/0139-the-event-log-holds-what-a-battle-changed.md): what happened to the company, to
 * one of its warriors, or in one of its battles.
 */
export const COMPANY_EVENT_KINDS = [
  'companyFounded',
  'companyRetired',
  'companyReenlisted',
  'warriorRecruited',
  'warriorDismissed',
  'warriorKilled',
  'warriorInjured',
  'warriorLost',
  'warriorRecovered',
  'warriorBroughtBack',
  'warriorRankChanged',
  'warriorLevelledUp',
  'battleApplied',
  'battleUndone',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/** A status set in the editor or the graveyard, with the one it replaced. */
export interface StatusChange {
  statusBefore: WarriorStatus;
  statusAfter: WarriorStatus;
}

/** A Creature that went with its owner carries the owner's id. */
interface WithOwner {
  withOwner: string | null;
}

type BattleInjury = Pick<BattleRecordWarrior, 'injury'>;

/**
 * What each kind records. A warrior's kinds written by a battle carry the battle's choices;
 * written by the editor or the graveyard they carry the value before and after.
 */
export interface CompanyEventChanges {
  companyFounded: { name: string; race: string; influence: number };
  companyRetired: { rating: number };
  companyReenlisted: { rating: number };
  warriorRecruited: { name: string; rank: Rank; points: number };
  warriorDismissed: WithOwner & {
    name: string;
    rank: Rank;
    status: WarriorStatus;
    points: number;
  };
  warriorKilled: BattleInjury | (StatusChange & WithOwner);
  warriorInjured: BattleInjury | StatusChange;
  warriorLost: StatusChange;
  warriorRecovered: StatusChange;
  warriorBroughtBack: StatusChange;
  warriorRankChanged: { rankBefore: Rank; rankAfter: Rank };
  warriorLevelledUp:
    | Pick<
        BattleRecordWarrior,
        'experienceBefore' | 'experienceAfter' | 'levelUps' | 'bonusLevelUp'
      >
    | {
        experienceBefore: number;
        experienceAfter: number;
        levelBefore: number;
        levelAfter: number;
      };
  battleApplied: Pick<BattleRecord, 'result' | 'influence'> & { rating: number };
  battleUndone: { discardedEdits: boolean };
}

/** Whose event it is: the company and its player, and the battle or warrior when there is one. */
export interface EventSubject {
  companyId: string;
  userId: string;
  battleId?: string | null;
  warriorId?: string | null;
}

export type CompanyEventRow = typeof companyEvents.$inferInsert;

/** One line of the log, its changes checked against its kind. */
export function companyEvent<K extends CompanyEventKind>(
  kind: K,
  subject: EventSubject,
  changes: CompanyEventChanges[K],
): CompanyEventRow {
  const { companyId, userId, battleId = null, warriorId = null } = subject;
  return { companyId, userId, battleId, warriorId, kind, changes };
}

/**
 * Writes the lines with `db`, which is the transaction of the change they describe, so the
 * log has a line exactly when the change was made.
 */
export async function writeCompanyEvents(
  db: Database,
  rows: readonly CompanyEventRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(companyEvents).values([...rows]);
}
