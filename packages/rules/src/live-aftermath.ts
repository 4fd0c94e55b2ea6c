import type { BattleResult } from './battle';
import type { DiceRoller } from './dice';
import type { InjuryResult } from './injuries';
import type { WarriorLevelUpResult } from './warrior-level-up';

/**
 * What a side's War's Aftermath rolled and came to, as the live battle's log keeps it for the
 * opponent to read (docs/rules.md#live-battle): the aftermath is applied to one company, but
 * the dice thrown for it are the match's business too.
 */

/** A roll the War's Aftermath kept: its total, and who threw it, the app or the player. */
export interface LiveRoll {
  total: number;
  rolledBy: DiceRoller;
}

/** A level-up taken: a roll on the warrior table and its result, or a hero's (chosen, not rolled). */
export type LiveLevelUp =
  { kind: 'hero' } | { kind: 'warrior'; roll: LiveRoll | null; result: WarriorLevelUpResult };

export interface LiveAftermathWarrior {
  warriorId: string;
  name: string;
  /** The injury roll (2D6), the result that applied, and a Hero's D6 of influence; or null. */
  injury: { roll: LiveRoll | null; result: InjuryResult; influence: LiveRoll | null } | null;
  /** A Creature that died with its owner. */
  diedWithOwner: boolean;
  experienceBefore: number;
  experienceAfter: number;
  levelUps: LiveLevelUp[];
}

/** The log's account of one applied War's Aftermath. */
export interface LiveAftermath {
  battleId: string;
  result: BattleResult;
  /** The influence the battle brought the company. */
  influence: number;
  /** The warriors the aftermath did something to, in the order it took them. */
  warriors: LiveAftermathWarrior[];
}

/** A warrior as the battle's record keeps it: the choices with their dice, and what applied. */
export interface LiveAftermathSource {
  warriorId: string;
  name: string;
  injury: {
    roll?: LiveRoll | null;
    applied: InjuryResult;
    influence?: LiveRoll | null;
  } | null;
  diedWithOwner: boolean;
  experienceBefore: number;
  experienceAfter: number;
  levelUps: readonly (
    | { kind: 'hero' }
    | { kind: 'warrior'; roll?: LiveRoll | null; result: WarriorLevelUpResult | null }
  )[];
}

const rollOf = (roll: LiveRoll | null | undefined): LiveRoll | null =>
  roll ? { total: roll.total, rolledBy: roll.rolledBy } : null;

function levelUpOf(levelUp: LiveAftermathSource['levelUps'][number]): LiveLevelUp | null {
  if (levelUp.kind === 'hero') return { kind: 'hero' };
  return levelUp.result === null
    ? null
    : { kind: 'warrior', roll: rollOf(levelUp.roll), result: levelUp.result };
}

/**
 * The log's account of a War's Aftermath from the battle's record: each warrior's injury roll
 * and result, experience and level-ups, leaving out those it changed nothing for.
 */
export function liveAftermath(record: {
  battleId: string;
  result: BattleResult;
  influence: { total: number };
  warriors: readonly LiveAftermathSource[];
}): LiveAftermath {
  const warriors = record.warriors.flatMap((warrior): LiveAftermathWarrior[] => {
    const { injury } = warrior;
    const levelUps = warrior.levelUps.flatMap((each) => levelUpOf(each) ?? []);
    const changed =
      injury !== null ||
      warrior.diedWithOwner ||
      levelUps.length > 0 ||
      warrior.experienceAfter !== warrior.experienceBefore;
    if (!changed) return [];
    return [
      {
        warriorId: warrior.warriorId,
        name: warrior.name,
        injury: injury && {
          roll: rollOf(injury.roll),
          result: injury.applied,
          influence: rollOf(injury.influence),
        },
        diedWithOwner: warrior.diedWithOwner,
        experienceBefore: warrior.experienceBefore,
        experienceAfter: warrior.experienceAfter,
        levelUps,
      },
    ];
  });
  return {
    battleId: record.battleId,
    result: record.result,
    influence: record.influence.total,
    warriors,
  };
}
