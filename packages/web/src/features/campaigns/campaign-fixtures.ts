import type {
  CampaignMatch,
  CampaignMatchSide,
  CampaignTableRow,
  CampaignView,
} from '@warband/schemas';
import { PLAYER } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';

export const CAMPAIGN_ID = '0c8a4a52-0000-4000-8000-00000000000a';
export const RIVAL_ID = '6f1c1d2e-0000-4000-8000-000000000002';
const AT = '2026-05-01T10:00:00.000Z';

/** A league line of the player's (ownerId PLAYER) unless another owner is given. */
export function tableRow(
  companyId: string,
  fields: Partial<CampaignTableRow> = {},
): CampaignTableRow {
  return {
    companyId,
    name: companyId,
    race: 'Rohan',
    ownerId: PLAYER.id,
    ownerName: PLAYER.name,
    currentRating: 300,
    battles: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    influence: 0,
    fallen: 0,
    retired: false,
    joinedAt: AT,
    ...fields,
  };
}

export function side(
  companyId: string,
  fields: Partial<CampaignMatchSide> = {},
): CampaignMatchSide {
  return {
    companyId,
    companyName: companyId,
    ownerName: PLAYER.name,
    rating: 300,
    againstTheOdds: 0,
    battleId: null,
    result: null,
    ...fields,
  };
}

export function match(
  id: string,
  sides: [CampaignMatchSide, CampaignMatchSide],
  fields: Partial<CampaignMatch> = {},
): CampaignMatch {
  return {
    id,
    scenario: '',
    playedOn: null,
    recordedBy: PLAYER.name,
    recordedAt: AT,
    status: 'pending',
    disagreement: false,
    confirmation: 'confirmed',
    sides,
    ...fields,
  };
}

/** The campaign page's answer, owned by the player, older ruleset, nothing in it yet. */
export function campaignView(fields: Partial<CampaignView> = {}): CampaignView {
  return {
    campaign: {
      id: CAMPAIGN_ID,
      name: 'War of the Ring',
      description: '',
      newRuleset: false,
      ownerName: PLAYER.name,
      role: 'owner',
      createdAt: AT,
      updatedAt: AT,
    },
    members: [{ userId: PLAYER.id, name: PLAYER.name, role: 'owner', joinedAt: AT }],
    table: [],
    matches: [],
    feed: { entries: [], next: null },
    invites: [],
    ...fields,
  };
}

/**
 * The player's companies a campaign of the older ruleset is joined with: two that fit, one of
 * the 2024 ruleset and one retired, which do not.
 */
export const riders = company('a1a1a1a1-0000-4000-8000-000000000001', { name: 'Riders' });
export const rangers = company('a1a1a1a1-0000-4000-8000-000000000002', { name: 'Rangers' });
export const corsairs = company('a1a1a1a1-0000-4000-8000-000000000003', {
  name: 'Corsairs',
  newRuleset: true,
});
export const oldGuard = company('a1a1a1a1-0000-4000-8000-000000000004', {
  name: 'Old Guard',
  retired: true,
});
