import type { LivePhase } from '@warband/rules';
import type { CampaignMatch, LiveSide } from '@warband/schemas';
import type { OpponentDraft } from './battle-opponent';

/**
 * A match a battle is fought for: a campaign's (docs/adr/0156-campaigns.md), or one played
 * live, a campaign's or a friendly one (docs/adr/new-live-battle-record.md). The aftermath
 * sends its id, so the server makes the battle this company's side of the match.
 */
export interface BattleMatch {
  id: string;
  /** The campaign's, or null for a friendly match. */
  campaignId: string | null;
  /** How the battle names it: "Campaign name: A v B", or "A v B" for a friendly match. */
  name: string;
  /** Played live on two phones: its War's Aftermath starts from where the live battle ended. */
  live?: boolean;
}

/** Where a live battle left the player's side when it ended. */
export interface LiveEnd {
  side: LiveSide;
  turn: number;
  phase: LivePhase;
}

/** What battle mode starts with for a match: the match, and the other side filled in. */
export interface MatchStart {
  match: BattleMatch;
  /** Both sides' ratings as the match kept them: what its battle is fought at. */
  rating: number;
  opponentRating: number;
  opponent: Pick<OpponentDraft, 'name' | 'company' | 'scenario'>;
  /** A match played live: the battle is over, its aftermath starts from here. */
  ended?: LiveEnd;
}

export type MatchRefusal = 'notInMatch' | 'sideApplied';

/**
 * The start of this company's battle for a match: both ratings as the match recorded them
 * (for Against the Odds, docs/adr/0170-a-match-is-fought-at-its-kept-ratings.md), the
 * opponent's name, company and the scenario. Refused when the company
 * is not a side of it, or its side already has a battle applied.
 */
export function matchStart(
  campaign: { id: string; name: string },
  match: CampaignMatch,
  companyId: string,
): MatchStart | MatchRefusal {
  const mine = match.sides.findIndex((side) => side.companyId === companyId);
  if (mine === -1) return 'notInMatch';
  const own = match.sides[mine]!;
  const other = match.sides[mine === 0 ? 1 : 0]!;
  if (own.battleId !== null) return 'sideApplied';
  return {
    match: {
      id: match.id,
      campaignId: campaign.id,
      name: `${campaign.name}: ${own.companyName} v ${other.companyName}`,
    },
    rating: own.rating,
    opponentRating: other.rating,
    opponent: { name: other.ownerName, company: other.companyName, scenario: match.scenario },
  };
}
