import { NOT_IN_MATCH } from '@warband/schemas';
import type { Database } from '../../db/client';
import { ValidationError } from '../../errors';
import {
  campaignMatchOfBattle,
  checkCampaignSide,
  linkCampaignSide,
  unlinkCampaignBattle,
  type MatchRatings,
} from '../campaign/match-link';
import {
  checkFriendlySide,
  friendlyMatchOfBattle,
  linkFriendlySide,
  unlinkFriendlyBattle,
} from '../live/friendly-match-side';
import { isUuid } from '../owned';

/**
 * The match a battle is fought for, a campaign's or a friendly one: the aftermath's `matchId`
 * names either, and each kind keeps its sides' battles in its own table
 * (docs/adr/new-live-battle-record.md).
 */

/** Whether the company may apply the battle as its side of the match, and the match's ratings. */
export async function checkMatchSide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<MatchRatings> {
  if (!isUuid(matchId)) throw new ValidationError({ matchId: NOT_IN_MATCH });
  return (
    (await checkFriendlySide(db, companyId, matchId, battleId)) ??
    (await checkCampaignSide(db, companyId, matchId, battleId))
  );
}

/** Makes the battle the company's side of the match, once the aftermath is written. */
export async function linkMatchSide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<void> {
  if (await linkFriendlySide(db, companyId, matchId, battleId)) return;
  await linkCampaignSide(db, companyId, matchId, battleId);
}

/** An undone battle is no side of any match any more. */
export async function unlinkBattle(db: Database, battleId: string): Promise<void> {
  await unlinkCampaignBattle(db, battleId);
  await unlinkFriendlyBattle(db, battleId);
}

/** The match the battle is a side of, which a correction keeps it in. */
export async function matchOfBattle(db: Database, battleId: string): Promise<string | undefined> {
  return (await campaignMatchOfBattle(db, battleId)) ?? (await friendlyMatchOfBattle(db, battleId));
}
