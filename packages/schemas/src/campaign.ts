import { z } from 'zod';
import { BATTLE_RESULTS, MATCH_CONFIRMATIONS, type TimelineKind } from '@warband/rules';
import { optionalText, REQUIRED, requiredText, text, Uuid } from './common';
import { wholeNumber } from './library';
import { TIMELINE_PAGE_DEFAULT, TIMELINE_PAGE_MAX, TimelineEntry } from './timeline';

/**
 * Group campaigns (docs/adr/0156-campaigns.md). A campaign has members with a role: its owner,
 * arbiters (record and remove matches, remove members) and players.
 */
export const CAMPAIGN_ROLES = ['owner', 'arbiter', 'player'] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

/** The roles the owner can give a member; there is one owner, who made the campaign. */
export const ASSIGNABLE_CAMPAIGN_ROLES = ['arbiter', 'player'] as const;

export const CAMPAIGN_LIMITS = {
  name: 100,
  description: 5000,
  scenario: 100,
  inviteDays: { min: 1, max: 90, default: 7 },
  inviteUses: { min: 1, max: 100, default: 10 },
  companiesPerJoin: 20,
} as const;

/**
 * POST /campaign/create. `newRuleset` is named as the account's setting: true for the 2024
 * ruleset, false for the older one. It is fixed once the campaign is made, since every
 * company in it must be of it.
 */
export const CampaignInput = z.object({
  name: requiredText('name', CAMPAIGN_LIMITS.name),
  description: optionalText(CAMPAIGN_LIMITS.description),
  newRuleset: z.boolean({ error: REQUIRED }),
});
export type CampaignInput = z.infer<typeof CampaignInput>;
export type CampaignFormValues = z.input<typeof CampaignInput>;

/** PUT /campaign/{id}: the owner renames or redescribes it; the ruleset stays. */
export const UpdateCampaignInput = z.object({
  name: requiredText('name', CAMPAIGN_LIMITS.name),
  description: optionalText(CAMPAIGN_LIMITS.description),
});
export type UpdateCampaignInput = z.infer<typeof UpdateCampaignInput>;

/** A campaign as the API answers it to a member: `role` is the caller's own. */
export const Campaign = z.object({
  id: text(),
  name: text(),
  description: text(),
  newRuleset: z.boolean(),
  ownerName: text(),
  role: z.enum(CAMPAIGN_ROLES),
  createdAt: text(),
  updatedAt: text(),
});
export type Campaign = z.infer<typeof Campaign>;

/** GET /campaigns: the caller's campaigns, newest first, with how many members and companies. */
export const CampaignListEntry = Campaign.extend({
  members: z.number(),
  companies: z.number(),
});
export type CampaignListEntry = z.infer<typeof CampaignListEntry>;
export const CampaignList = z.array(CampaignListEntry);
export type CampaignList = z.infer<typeof CampaignList>;

export const CampaignMember = z.object({
  userId: text(),
  name: text(),
  role: z.enum(CAMPAIGN_ROLES),
  joinedAt: text(),
});
export type CampaignMember = z.infer<typeof CampaignMember>;

/** PUT /campaign/{id}/members/{userId}: the owner makes a member an arbiter or a player again. */
export const CampaignMemberRoleInput = z.object({
  role: z.enum(ASSIGNABLE_CAMPAIGN_ROLES, { error: 'Please select a role' }),
});
export type CampaignMemberRoleInput = z.infer<typeof CampaignMemberRoleInput>;

/**
 * One line of the league table: a company taking part, its owner, its current rating (worked
 * out by the rules in the company's ruleset), its battles as its Battle History counts them,
 * its influence and its fallen warriors.
 */
export const CampaignTableRow = z.object({
  companyId: text(),
  name: text(),
  race: text(),
  ownerId: text(),
  ownerName: text(),
  currentRating: z.number(),
  battles: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  influence: z.number(),
  fallen: z.number(),
  retired: z.boolean(),
  joinedAt: text(),
});
export type CampaignTableRow = z.infer<typeof CampaignTableRow>;

/**
 * One side of a match. `rating` is the company's current rating when the match was recorded;
 * `againstTheOdds` is the bonus this side receives (0 for the stronger side). `battleId` and
 * `result` are set once the side's owner applied the aftermath with the match's id; `result` is
 * read from the battle as it stands (a correction changes it, an undo clears it).
 */
export const CampaignMatchSide = z.object({
  companyId: text().nullable(),
  companyName: text(),
  ownerName: text(),
  rating: z.number(),
  againstTheOdds: z.number(),
  battleId: text().nullable(),
  result: z.enum(BATTLE_RESULTS).nullable(),
});
export type CampaignMatchSide = z.infer<typeof CampaignMatchSide>;

export const CAMPAIGN_MATCH_STATUSES = ['pending', 'played'] as const;

/**
 * A match between two companies of the campaign. `played` once both sides applied their
 * aftermath; `disagreement` when both claim a win or both a loss, for an arbiter to settle.
 */
export const CampaignMatch = z.object({
  id: text(),
  scenario: text(),
  playedOn: text().nullable(),
  recordedBy: text(),
  recordedAt: text(),
  status: z.enum(CAMPAIGN_MATCH_STATUSES),
  disagreement: z.boolean(),
  /**
   * Whether the league counts it: a match played live counts once both players confirmed it
   * (or an arbiter settled their dispute); a match never played live counts as it always did
   * (docs/adr/new-live-battle-record.md). A campaign page kept on a device from before the field
   * existed reads as it did then: confirmed.
   */
  confirmation: z.enum(MATCH_CONFIRMATIONS).default('confirmed'),
  sides: z.tuple([CampaignMatchSide, CampaignMatchSide]),
});
export type CampaignMatch = z.infer<typeof CampaignMatch>;

/** POST /campaign/{id}/matches: any member records a match between two companies taking part. */
export const RecordMatchInput = z.object({
  companyIds: z
    .tuple([Uuid, Uuid], { error: 'Please choose the two companies' })
    .refine(([a, b]) => a !== b, 'Please choose two different companies'),
  scenario: optionalText(CAMPAIGN_LIMITS.scenario),
  playedOn: z.iso.date('Please enter a date').nullable().default(null),
});
export type RecordMatchInput = z.infer<typeof RecordMatchInput>;
export type RecordMatchFormValues = z.input<typeof RecordMatchInput>;

/** A member company's timeline line, for the campaign's feed. */
export const CampaignFeedEntry = TimelineEntry.extend({
  companyId: text(),
  companyName: text(),
});
export type CampaignFeedEntry = z.infer<typeof CampaignFeedEntry>;

/** The kinds of timeline line the feed shows: battles, deaths, level-ups and recruits. */
export const CAMPAIGN_FEED_KINDS = [
  'battle',
  'warriorKilled',
  'warriorLevelledUp',
  'warriorRecruited',
] as const satisfies readonly TimelineKind[];

export const CampaignFeed = z.object({
  entries: z.array(CampaignFeedEntry),
  /** The cursor of the next (older) page; null on the last. */
  next: text().nullable(),
});
export type CampaignFeed = z.infer<typeof CampaignFeed>;

/** GET /campaign/{id}/feed?before=&limit=: `before` is the `next` of the page before. */
export const CampaignFeedQuery = z.object({
  before: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_DEFAULT),
});
export type CampaignFeedQuery = z.infer<typeof CampaignFeedQuery>;

/** An invite link as its campaign's owner sees it; the token itself is answered once only. */
export const CampaignInvite = z.object({
  id: text(),
  expiresAt: text(),
  maxUses: z.number(),
  uses: z.number(),
  revoked: z.boolean(),
  createdAt: text(),
});
export type CampaignInvite = z.infer<typeof CampaignInvite>;

/** POST /campaign/{id}/invites: how long the link lasts and how many may join with it. */
export const CreateInviteInput = z.object({
  expiresInDays: wholeNumber(
    CAMPAIGN_LIMITS.inviteDays.min,
    CAMPAIGN_LIMITS.inviteDays.max,
  ).default(CAMPAIGN_LIMITS.inviteDays.default),
  maxUses: wholeNumber(CAMPAIGN_LIMITS.inviteUses.min, CAMPAIGN_LIMITS.inviteUses.max).default(
    CAMPAIGN_LIMITS.inviteUses.default,
  ),
});
export type CreateInviteInput = z.infer<typeof CreateInviteInput>;
export type CreateInviteFormValues = z.input<typeof CreateInviteInput>;

/** The invite just made, with its token: the only time the server answers it. */
export const CreatedInvite = CampaignInvite.extend({ token: text() });
export type CreatedInvite = z.infer<typeof CreatedInvite>;

/** GET /campaign/invite/{token}: what the joiner sees before choosing companies. */
export const CampaignInvitePreview = z.object({
  campaignId: text(),
  name: text(),
  description: text(),
  newRuleset: z.boolean(),
  ownerName: text(),
  /** The caller is a member already: joining adds the companies chosen. */
  member: z.boolean(),
  /** The caller's companies that take part already, which joining cannot bring again. */
  takingPart: z.array(text()),
});
export type CampaignInvitePreview = z.infer<typeof CampaignInvitePreview>;

/** The caller's companies that take part: one or more, each once. */
const CampaignCompanyIds = z
  .array(Uuid)
  .min(1, 'Please choose at least one company')
  .max(CAMPAIGN_LIMITS.companiesPerJoin)
  .refine((ids) => new Set(ids).size === ids.length, 'A company is chosen twice');

/** POST /campaign/join: the link's token and the caller's companies that take part. */
export const JoinCampaignInput = z.object({
  token: text({ error: REQUIRED }).trim().min(1, 'The invite link is missing its code').max(200),
  companyIds: CampaignCompanyIds,
});
export type JoinCampaignInput = z.infer<typeof JoinCampaignInput>;

/** POST /campaign/{id}/companies: a member brings more of their own companies, without a link. */
export const AddCampaignCompaniesInput = z.object({ companyIds: CampaignCompanyIds });
export type AddCampaignCompaniesInput = z.infer<typeof AddCampaignCompaniesInput>;

/** POST /campaign/{id}/leave: the company's owner withdraws it; its own history stays with it. */
export const LeaveCampaignInput = z.object({ companyId: Uuid });
export type LeaveCampaignInput = z.infer<typeof LeaveCampaignInput>;

/**
 * GET /campaign/{id}: the campaign page. `invites` lists the live and past links to the owner
 * only (empty for everyone else); `feed` is the first page of GET /campaign/{id}/feed.
 */
export const CampaignView = z.object({
  campaign: Campaign,
  members: z.array(CampaignMember),
  table: z.array(CampaignTableRow),
  matches: z.array(CampaignMatch),
  feed: CampaignFeed,
  invites: z.array(CampaignInvite),
});
export type CampaignView = z.infer<typeof CampaignView>;

/** A campaign's refusals the client tells apart. */
export const INVITE_NOT_VALID = 'This invite link has expired, been used up or been withdrawn.';
export const WRONG_RULESET_COMPANY = 'This company plays another ruleset than the campaign.';
export const COMPANY_ALREADY_IN_CAMPAIGN = 'This company already takes part in the campaign.';
export const NOT_IN_MATCH = 'This company does not play in that match.';
export const NOT_TAKING_PART = 'This company does not take part in the campaign.';
export const MATCH_SIDE_TAKEN = 'This side of the match already has a battle applied.';
export const COMPANY_IN_CAMPAIGN_RULESET =
  "A company taking part in a campaign keeps the campaign's ruleset.";
