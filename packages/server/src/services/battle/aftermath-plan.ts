import {
  againstTheOddsBonus,
  battleInfluence,
  clearPreBattleInjury,
  companyPoints,
  validateParticipants,
  validateSatOut,
} from '@warband/rules';
import type { AftermathInput, AftermathParticipant, BattleRecord } from '@warband/schemas';
import type { CompanyRow } from '../company/company-entity';
import { toWarriorEntity } from '../warrior/warrior-entity';
import type { WarriorRecord } from '../warrior/warrior-rows';
import { applyExperience } from './aftermath-experience';
import { applyInjuries } from './aftermath-injuries';
import { addBonusItem, type ArmouryRow } from './aftermath-item';
import type { PerkLibrary } from './aftermath-library';
import { applyLevelUps } from './aftermath-level-ups';
import {
  addErrors,
  throwIfAny,
  withRow,
  type FieldErrors,
  type WarriorInBattle,
} from './aftermath-state';

export const NOT_IN_COMPANY = 'This warrior is not a living warrior of this company';
export const LISTED_TWICE = 'This warrior is listed twice';

export interface AftermathSetting {
  company: CompanyRow;
  /** Every warrior of the company, the dead included, as stored. */
  records: WarriorRecord[];
  /** The armoury entry of the bonus item, when it is one of the player's. */
  armoury: ArmouryRow | null;
  /** Which library entries the heroes' perks copy are the player's. */
  perkLibrary: PerkLibrary;
  newRuleset: boolean;
  appliedAt: Date;
}

export interface AftermathPlan {
  /** Every living warrior of the company; those whose record is not `before` changed. */
  warriors: WarriorInBattle[];
  influence: number;
  rating: number;
  record: BattleRecord;
}

function inBattle(record: WarriorRecord, counters: AftermathParticipant): WarriorInBattle {
  const { row } = record;
  return {
    before: record,
    record,
    counters,
    summary: {
      warriorId: row.id,
      name: row.name,
      rank: row.rank,
      counters,
      injury: null,
      diedWithOwner: false,
      experienceBefore: row.experience,
      experienceAfter: row.experience,
      excluded: null,
      levelUps: [],
      bonusLevelUp: false,
      bonusItem: null,
    },
  };
}

const rating = (records: readonly WarriorRecord[], newRuleset: boolean) =>
  companyPoints(
    records.map((record) => toWarriorEntity(record, newRuleset)),
    newRuleset,
  );

/**
 * The War's Aftermath worked out in memory, step by step as the wizard takes it: who fought
 * (someone who counts for break points must have, as Begin Battle requires), injuries,
 * experience and level-ups, the bonus item, those who sat out back in the ranks, influence.
 * Each step throws a ValidationError naming the fields it found wrong; nothing is written.
 */
export function planAftermath(input: AftermathInput, setting: AftermathSetting): AftermathPlan {
  const { records, newRuleset } = setting;
  const byId = new Map(records.map((record) => [record.row.id, record]));
  const battle = new Map<string, WarriorInBattle>();
  const errors: FieldErrors = {};
  input.participants.forEach((counters, index) => {
    const record = byId.get(counters.warriorId);
    const path = `participants.${index}.warriorId`;
    if (!record || record.row.status === 'dead') errors[path] = NOT_IN_COMPANY;
    else if (battle.has(counters.warriorId)) errors[path] = LISTED_TWICE;
    else {
      addErrors(errors, `participants.${index}`, validateSatOut(record.row, counters));
      battle.set(counters.warriorId, inBattle(record, counters));
    }
  });
  throwIfAny(errors);
  throwIfAny({
    ...validateParticipants(
      [...battle.values()].map(({ record: { row }, counters }) => ({
        rank: row.rank,
        status: row.status,
        preBattleInjury: counters.preBattleInjury,
      })),
    ),
  });
  const others = records
    .filter((record) => !battle.has(record.row.id) && record.row.status !== 'dead')
    .map((record) => inBattle(record, { ...SAT_OUT, warriorId: record.row.id }));

  const woundsInfluence = applyInjuries(input, battle, others);
  const owed = applyExperience(input.result, input.rewards, battle);
  applyLevelUps(input, battle, owed, newRuleset, setting.perkLibrary);
  if (input.rewards.item) {
    addBonusItem(input.rewards.item, setting.armoury, battle, newRuleset);
  }
  for (const warrior of battle.values()) {
    if (!warrior.counters.preBattleInjury) continue;
    const { status } = clearPreBattleInjury({ ...warrior.record.row, preBattleInjury: true });
    withRow(warrior, { status });
  }

  const warriors = [...battle.values(), ...others];
  const after = new Map(warriors.map((warrior) => [warrior.before.row.id, warrior.record]));
  const ratingBefore = rating(records, newRuleset);
  const ratingAfter = rating(
    records.map((record) => after.get(record.row.id) ?? record),
    newRuleset,
  );
  const influence = battleInfluence({
    result: input.result,
    againstTheOdds: againstTheOddsBonus(ratingBefore, input.opponentRating),
    woundsInfluence,
    influenceReward: input.rewards.influence,
  });
  const before = setting.company.influence;
  return {
    warriors,
    influence: before + influence.total,
    rating: ratingAfter,
    record: {
      battleId: input.battleId,
      appliedAt: setting.appliedAt.toISOString(),
      startedAt: input.startedAt,
      result: input.result,
      opponentRating: input.opponentRating,
      opponent: input.opponent,
      ratingBefore,
      ratingAfter,
      influence: { before, after: before + influence.total, ...influence },
      warriors: [
        ...[...battle.values()].map((warrior) => warrior.summary),
        ...others.filter((warrior) => warrior.record !== warrior.before).map((w) => w.summary),
      ],
    },
  };
}

/** The counters of a warrior who was not on the battle's roster. */
const SAT_OUT: Omit<AftermathParticipant, 'warriorId'> = {
  preBattleInjury: true,
  wounded: false,
  fled: false,
  woundsInflicted: 0,
  remainingWounds: 0,
  remainingMight: 0,
  remainingWill: 0,
  remainingFate: 0,
  oldWound: null,
};
