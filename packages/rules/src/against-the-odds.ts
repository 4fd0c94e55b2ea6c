/** Every full 15 points of rating difference is worth one re-roll and one influence. */
export const AGAINST_THE_ODDS_STEP = 15;
export const AGAINST_THE_ODDS_MAX = 10;

export type AgainstTheOddsSide = 'company' | 'opponent';

export interface AgainstTheOdds {
  /** The weaker side, which receives the bonus; null when neither is weaker by a full step. */
  side: AgainstTheOddsSide | null;
  /** Free re-rolls and bonus influence, 0 to 10. */
  bonus: number;
}

/** The difference divided by 15, rounded toward zero, capped at 10, given to the weaker side. */
export function againstTheOdds(companyRating: number, opponentRating: number): AgainstTheOdds {
  const steps = Math.trunc((opponentRating - companyRating) / AGAINST_THE_ODDS_STEP);
  const bonus = Math.min(AGAINST_THE_ODDS_MAX, Math.abs(steps));
  if (bonus === 0) return { side: null, bonus: 0 };
  return { side: steps > 0 ? 'company' : 'opponent', bonus };
}

/** Against the Odds with its arithmetic, to be shown: nobody at the table checks it by head. */
export interface AgainstTheOddsWorking extends AgainstTheOdds {
  /** How far apart the ratings are. */
  difference: number;
  /** The difference divided by 15, before rounding. */
  quotient: number;
  /** Rounded toward zero, before the cap. */
  steps: number;
  /** Whether the cap of 10 cut the steps. */
  capped: boolean;
}

export function againstTheOddsWorking(
  companyRating: number,
  opponentRating: number,
): AgainstTheOddsWorking {
  const difference = Math.abs(opponentRating - companyRating);
  const quotient = difference / AGAINST_THE_ODDS_STEP;
  const steps = Math.trunc(quotient);
  return {
    ...againstTheOdds(companyRating, opponentRating),
    difference,
    quotient,
    steps,
    capped: steps > AGAINST_THE_ODDS_MAX,
  };
}

/** What the company stores as its againstTheOdds: its own bonus, never below 0. */
export function againstTheOddsBonus(companyRating: number, opponentRating: number): number {
  const odds = againstTheOdds(companyRating, opponentRating);
  return odds.side === 'company' ? odds.bonus : 0;
}

/** The opponent's rating as typed: parsed as a whole number, 0 when blank or not a number. */
export function parseRating(input: string | number | null | undefined): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input ?? '', 10);
  return Number.isFinite(parsed) ? Math.max(0, parsed) : 0;
}
