import type { AftermathEventData, CompanyEventKind, Rank, WarriorStatus } from '@warband/rules';
import type { Database } from '../../db/client';
import { companyEvents } from '../../db/schema';

/** Every kind of line in a company's event log: the rules' words (company-events.ts there). */
export { COMPANY_EVENT_KINDS, type CompanyEventKind } from '@warband/rules';

/** A status set in the editor or the graveyard, with the one it replaced. */
export interface StatusChange {
  statusBefore: WarriorStatus;
  statusAfter: WarriorStatus;
}

/** A Creature that went with its owner carries the owner's id. */
interface WithOwner {
  withOwner: string | null;
}

/**
 * What each kind records. A warrior's kinds written by a battle carry the battle's choices, as
 * the rules' aftermath gives them (`AftermathEventData`);
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
  warriorKilled: AftermathEventData['warriorKilled'] | (StatusChange & WithOwner);
  warriorInjured: AftermathEventData['warriorInjured'] | StatusChange;
  warriorLost: StatusChange;
  warriorRecovered: StatusChange;
  warriorBroughtBack: StatusChange;
  warriorRankChanged: { rankBefore: Rank; rankAfter: Rank };
  warriorLevelledUp:
    | AftermathEventData['warriorLevelledUp']
    | {
        experienceBefore: number;
        experienceAfter: number;
        levelBefore: number;
        levelAfter: number;
      };
  battleApplied: AftermathEventData['battleApplied'];
  battleUndone: { discardedEdits: boolean };
  /** Paid from the company when the player said so: for a recruit, or wargear added. */
  influenceSpent: InfluenceChange & { on: 'recruit' | 'wargear' };
  /** A paid recruit undone (docs/adr/0151-influence-spending.md). */
  influenceReturned: InfluenceChange;
}

/** An amount of the company's influence, the warrior's name, and the influence before and after. */
interface InfluenceChange {
  amount: number;
  name: string;
  influenceBefore: number;
  influenceAfter: number;
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
