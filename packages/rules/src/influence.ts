import type { BattleResult } from './battle';

/** Influence earned by the result of a battle (docs/rules.md#influence). */
export const RESULT_INFLUENCE: Readonly<Record<BattleResult, number>> = {
  win: 4,
  draw: 3,
  loss: 2,
};

/** The company's battle fields that feed its influence. */
export interface BattleInfluenceInput {
  result: BattleResult;
  /** Bonus for the weaker side: see againstTheOddsBonus. */
  againstTheOdds?: number | null;
  /** The sum of the Wounds of a Hero rolls of the aftermath. */
  woundsInfluence?: number | null;
  /** The scenario's reward. */
  influenceReward?: number | null;
}

export interface BattleInfluence {
  resultInfluence: number;
  againstTheOdds: number;
  woundsInfluence: number;
  influenceReward: number;
  total: number;
}

const atLeastZero = (value: number | null | undefined): number => Math.max(0, value ?? 0);

/** The influence overview of the aftermath; bonuses below 0 count as 0. */
export function battleInfluence(input: BattleInfluenceInput): BattleInfluence {
  const resultInfluence = RESULT_INFLUENCE[input.result];
  const againstTheOdds = atLeastZero(input.againstTheOdds);
  const woundsInfluence = atLeastZero(input.woundsInfluence);
  const influenceReward = atLeastZero(input.influenceReward);
  return {
    resultInfluence,
    againstTheOdds,
    woundsInfluence,
    influenceReward,
    total: resultInfluence + againstTheOdds + woundsInfluence + influenceReward,
  };
}

export function influenceAfterBattle(
  companyInfluence: number,
  input: BattleInfluenceInput,
): number {
  return companyInfluence + battleInfluence(input).total;
}
