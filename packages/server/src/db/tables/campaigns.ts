/** Group campaigns: members, companies, invites and matches. */

import {
  bigint,
  boolean,
  date,
  foreignKey,
  smallint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidKey } from '../columns';
import { playerOf, users } from './accounts';
import { companies, companyOf } from './companies';

/**
 * A group campaign (docs/adr/0156-campaigns.md). Its ruleset is fixed: every company taking
 * part is of it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuidKey(),
    ownerId: playerOf('owner_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    newRuleset: boolean('new_ruleset').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_owner_id_idx').on(t.ownerId)],
);

/** The campaign a row belongs to; the row goes with the campaign. */
export const campaignOf = (column = 'campaign_id') =>
  uuid(column)
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/**
 * The version of a campaign's own rows (the campaign, its members, invites, companies taking
 * part, matches and their sides, and the names of the players they show), raised by triggers
 * on every committed write, as `data_versions` is for a player's scopes (migration 0012). The
 * kept campaign page is keyed by it (docs/adr/0156-campaigns.md#kept-answer).
 */
export const campaignVersions = pgTable('campaign_versions', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Who may read a campaign, and what else they may do there: 'owner', 'arbiter' or 'player'. */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignId: campaignOf(),
    userId: playerOf(),
    role: text('role').$type<'owner' | 'arbiter' | 'player'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_members_user_id_idx').on(t.userId),
  ],
);

/**
 * The companies taking part. Only the participation is the campaign's: the company, its
 * battles and its events stay its owner's, so withdrawing or deleting the campaign loses none.
 * A company takes part only while its owner is a member: removing the member takes their
 * companies out with their member row, whatever wrote them.
 */
export const campaignCompanies = pgTable(
  'campaign_companies',
  {
    campaignId: campaignOf(),
    companyId: companyOf(),
    userId: playerOf(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.companyId] }),
    index('campaign_companies_company_id_idx').on(t.companyId),
    foreignKey({
      name: 'campaign_companies_member_fk',
      columns: [t.campaignId, t.userId],
      foreignColumns: [campaignMembers.campaignId, campaignMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * An invite link. Only the SHA-256 of its token is kept, as for sessions: the database alone
 * cannot be used to join.
 */
export const campaignInvites = pgTable(
  'campaign_invites',
  {
    id: uuidKey(),
    campaignId: campaignOf(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_invites_campaign_id_idx').on(t.campaignId)],
);

/** A match recorded between two companies of a campaign. */
export const campaignMatches = pgTable(
  'campaign_matches',
  {
    id: uuidKey(),
    campaignId: campaignOf(),
    scenario: text('scenario').notNull().default(''),
    playedOn: date('played_on', { mode: 'string' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_matches_campaign_id_idx').on(t.campaignId, t.createdAt)],
);

/**
 * One side of a match: the company's rating when the match was recorded and its Against the
 * Odds, kept as they were then; `battle_id` the battle its owner applied for it (a battle is
 * one side of one match at most). The company's name is kept too, for a company deleted since.
 */
export const campaignMatchSides = pgTable(
  'campaign_match_sides',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => campaignMatches.id, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    rating: integer('rating').notNull(),
    againstTheOdds: integer('against_the_odds').notNull(),
    battleId: uuid('battle_id'),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.side] }),
    index('campaign_match_sides_company_id_idx').on(t.companyId),
    uniqueIndex('campaign_match_sides_battle_id_key').on(t.battleId),
  ],
);
