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

/**
 * The most influence a company holds (docs/rules.md#influence): what a battle or a recruit
 * given back would add above it is not kept, so a company at the maximum stays there and its
 * details can always be saved as they are.
 */
export const INFLUENCE_MAX = 100_000;

/** The company's influence once `gained` is added to what it `held`, at most the maximum. */
export function gainInfluence(held: number, gained: number): number {
  return Math.min(INFLUENCE_MAX, held + gained);
}
