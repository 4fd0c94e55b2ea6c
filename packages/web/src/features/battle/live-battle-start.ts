import { againstTheOdds, clampCounter, TURN_MAX } from '@warband/rules';
import type { Company, LiveBattleState, LiveWarrior, MatchSummary } from '@warband/schemas';
import type { LiveEnd, MatchStart } from './battle-match';
import { NO_OPPONENT_DRAFT } from './battle-opponent';
import { newBattle, type BattleWarrior, type SavedBattle } from './battle-state';

// A live battle's War's Aftermath starts in battle mode, from where the live battle left the
// player's side (docs/adr/new-live-battle-record.md): battle mode's own battle, ended, with
// each warrior's counters as the live battle counted them.

/** Why a live match's aftermath cannot start for this company. */
export type LiveStartRefusal = 'notInMatch' | 'notEnded' | 'sideApplied';

export type LiveMatchStart = MatchStart & { ended: LiveEnd };

/**
 * The start of the company's War's Aftermath for a match played live: the match, both ratings
 * as the match kept them, the opponent, and the player's side as the live battle ended it.
 * Refused when the company is not the player's side, the side has not ended the live battle,
 * or its aftermath is applied already.
 */
export function liveMatchStart(
  summary: MatchSummary,
  live: LiveBattleState,
  companyId: string,
): LiveMatchStart | LiveStartRefusal {
  const mine = live.mySide;
  if (mine === null || live.sides[mine].companyId !== companyId) return 'notInMatch';
  const own = summary.sides[mine];
  const other = summary.sides[mine === 0 ? 1 : 0];
  if (!own || !other) return 'notInMatch';
  const side = live.sides[mine];
  if (!side.ended) return 'notEnded';
  if (live.aftermathApplied[mine]) return 'sideApplied';
  const pairing = `${own.companyName} v ${other.companyName}`;
  return {
    match: {
      id: summary.id,
      campaignId: summary.campaignId,
      name: summary.campaignName ? `${summary.campaignName}: ${pairing}` : pairing,
      live: true,
    },
    rating: own.rating,
    opponentRating: other.rating,
    opponent: { name: other.ownerName, company: other.companyName, scenario: '' },
    ended: { side, turn: live.turn, phase: live.phase },
  };
}

/**
 * The warrior on battle mode's roster with its counters as the live battle left them: out of action is wounded (no wound left),
 * fled is fled, Might, Will and Fate as spent, and the wounds it inflicted. One sitting the
 * battle out by its status sits it out whatever the live battle shows: it rolls no injury, and
 * comes back from it.
 */
function warriorFromLive(warrior: BattleWarrior, live: LiveWarrior | undefined): BattleWarrior[] {
  // The live battle has no Old Battle Wounds step before its first turn.
  const kept = { ...warrior, facesOldWounds: false };
  if (warrior.counters.preBattleInjury) return [kept];
  // Not in the live battle (recruited since it began): not in this one either.
  if (!live) return [];
  const wounded =
    live.state === 'outOfAction' || (live.wounds > 0 && live.woundsTaken >= live.wounds);
  const fought: BattleWarrior = {
    ...kept,
    totals: { wounds: live.wounds, might: live.might, will: live.will, fate: live.fate },
    counters: {
      preBattleInjury: false,
      wounded,
      fled: live.state === 'fled',
      remainingWounds: wounded ? 0 : clampCounter(live.wounds - live.woundsTaken, live.wounds),
      remainingMight: clampCounter(live.might - live.mightSpent, live.might),
      remainingWill: clampCounter(live.will - live.willSpent, live.will),
      remainingFate: clampCounter(live.fate - live.fateSpent, live.fate),
      woundsInflicted: clampCounter(live.woundsInflicted),
    },
  };
  return [fought];
}

/**
 * Battle mode's battle for a live match's side, ended, as if it had been fought in battle
 * mode: its roster is the company's warriors who were in the live battle (a warrior recruited
 * since was not), each with the live battle's counters; the match's ratings, Against the Odds
 * and opponent; the turn and phase it ended at. The War's Aftermath reads nothing else.
 */
export function battleFromLive(
  company: Company,
  start: LiveMatchStart,
  playerId: string,
  battleId: string,
  now: Date,
): SavedBattle {
  const fresh = newBattle(company, playerId, battleId, now);
  const { side, turn, phase } = start.ended;
  return {
    ...fresh,
    stage: 'ended',
    roster: fresh.roster.flatMap((warrior) => warriorFromLive(warrior, side.warriors[warrior.id])),
    match: start.match,
    companyRating: start.rating,
    opponentRating: start.opponentRating,
    odds: againstTheOdds(start.rating, start.opponentRating),
    opponent: { ...NO_OPPONENT_DRAFT, ...start.opponent },
    turn: { turn: Math.min(turn, TURN_MAX), phase },
  };
}
