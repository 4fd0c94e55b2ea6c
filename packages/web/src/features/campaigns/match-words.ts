import type { CampaignMatch, CampaignMatchSide } from '@warband/schemas';

const RESULTS = { win: 'Won', draw: 'Drawn', loss: 'Lost' } as const;

/** A side's result as the match shows it: its owner's applied result, or that none is yet. */
export function sideResult(side: CampaignMatchSide, awaiting: string): string {
  return side.result ? RESULTS[side.result] : awaiting;
}

/** Who gets Against the Odds in a match, and how much (docs/rules.md#against-the-odds). */
export function oddsWords(match: CampaignMatch): string {
  const side = match.sides.find((candidate) => candidate.againstTheOdds > 0);
  if (!side) return 'No Against the Odds: the ratings are within 15 points.';
  const bonus = side.againstTheOdds;
  return `Against the Odds: ${side.companyName} gets ${bonus} bonus re-roll${bonus === 1 ? '' : 's'} and ${bonus} influence.`;
}

/** The matches to play, then those played, each newest first as the server lists them. */
export function splitMatches(matches: readonly CampaignMatch[]) {
  return {
    pending: matches.filter((match) => match.status === 'pending'),
    played: matches.filter((match) => match.status === 'played'),
  };
}
