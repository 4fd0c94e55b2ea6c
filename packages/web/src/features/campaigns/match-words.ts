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

/**
 * Each company's battles the league does not count yet: applied for a match played live that
 * is not confirmed (waiting for both players, or disputed).
 */
export function waitingBattles(matches: readonly CampaignMatch[]): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const match of matches) {
    if (match.confirmation === 'confirmed') continue;
    for (const side of match.sides) {
      if (side.companyId && side.result) {
        waiting.set(side.companyId, (waiting.get(side.companyId) ?? 0) + 1);
      }
    }
  }
  return waiting;
}
