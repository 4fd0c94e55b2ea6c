import type {
  AftermathParticipant,
  BattleHistory,
  BattleHistoryEntry,
  BattleRecord,
  BattleRecordWarrior,
} from '@warband/schemas';

// Battle records as GET /company/{id}/battles answers them, for the Battle History's tests.

let next = 0;

/** A fresh UUID-shaped id, as the record's counters require. */
export function uuid(): string {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

function counters(warriorId: string): AftermathParticipant {
  return {
    warriorId,
    preBattleInjury: false,
    wounded: false,
    fled: false,
    woundsInflicted: 0,
    remainingWounds: 1,
    remainingMight: 0,
    remainingWill: 0,
    remainingFate: 0,
    oldWound: null,
  };
}

/** One warrior of a battle record: took part, gained nothing, unless `fields` say so. */
export function recordWarrior(
  name: string,
  fields: Partial<BattleRecordWarrior> = {},
): BattleRecordWarrior {
  const warriorId = fields.warriorId ?? uuid();
  return {
    warriorId,
    name,
    rank: 'Warrior',
    counters: counters(warriorId),
    injury: null,
    diedWithOwner: false,
    experienceBefore: 0,
    experienceAfter: 0,
    excluded: null,
    levelUps: [],
    bonusLevelUp: false,
    bonusItem: null,
    ...fields,
  };
}

/** An injury as the record keeps it: the result chosen is the one that applied. */
export function injury(
  warriorId: string,
  result: NonNullable<BattleRecordWarrior['injury']>['result'],
  fields: Partial<NonNullable<BattleRecordWarrior['injury']>> = {},
): BattleRecordWarrior['injury'] {
  return { warriorId, roll: null, result, heal: null, influence: null, applied: result, ...fields };
}

/** A won battle applied at noon UTC on `day` (so the date reads the same in every zone). */
export function battleRecord(
  day: string,
  fields: Partial<BattleHistoryEntry> = {},
): BattleHistoryEntry {
  return {
    battleId: uuid(),
    appliedAt: `${day}T12:00:00.000Z`,
    startedAt: null,
    result: 'win',
    opponentRating: 100,
    ratingBefore: 100,
    ratingAfter: 100,
    influence: {
      before: 0,
      after: 1,
      resultInfluence: 1,
      againstTheOdds: 0,
      woundsInfluence: 0,
      influenceReward: 0,
      total: 1,
    },
    warriors: [],
    correctedAt: null,
    correctable: true,
    undoable: true,
    ...fields,
  };
}

/** The history of these battles (newest first), with its record counted from them. */
export function history(battles: BattleHistoryEntry[]): BattleHistory {
  const count = (result: BattleRecord['result']) =>
    battles.filter((battle) => battle.result === result).length;
  return { record: { won: count('win'), drawn: count('draw'), lost: count('loss') }, battles };
}
