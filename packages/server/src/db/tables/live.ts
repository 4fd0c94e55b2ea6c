import { sql } from 'drizzle-orm';
import type { LiveBattleState, MatchConfirmation } from '@warband/rules';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
// Only inside the references' callbacks, which run once both files are loaded: schema.ts
// re-exports this file.
import { sessions, users } from './accounts';
import { campaignMatches } from './campaigns';
import { companies } from './companies';

/**
 * A match made from an invite link between two players, in no campaign
 * (docs/adr/new-live-battle-record.md). Only the SHA-256 of the link's token is kept, as for
 * a campaign's invites; the link is used once, by the player who joins.
 */
export const friendlyMatches = pgTable(
  'friendly_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('friendly_matches_created_by_idx').on(t.createdBy)],
);

/**
 * A side of a friendly match, as a campaign match's: the company's rating when the match
 * started and its Against the Odds, kept, and its name for a company deleted since. The
 * inviting side's rating is taken again when the other side joins, when the match starts.
 * `battleId` is the side's War's Aftermath once applied (undone: null again), as a campaign
 * match side's is.
 */
export const friendlyMatchSides = pgTable(
  'friendly_match_sides',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => friendlyMatches.id, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    rating: integer('rating').notNull(),
    againstTheOdds: integer('against_the_odds').notNull(),
    battleId: uuid('battle_id'),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.side] }),
    index('friendly_match_sides_user_id_idx').on(t.userId),
    index('friendly_match_sides_company_id_idx').on(t.companyId),
    uniqueIndex('friendly_match_sides_battle_id_key').on(t.battleId),
  ],
);

/**
 * The live battle of a match (a campaign's or a friendly one; its id is the match's): the
 * state after its last event `seq`, kept beside the log it folds, so that a read is one row.
 * `confirmation` is the state's, in a column of its own so the campaign's version is raised
 * only when it changes (migration 0015's trigger).
 */
export const liveBattles = pgTable(
  'live_battles',
  {
    matchId: uuid('match_id').primaryKey(),
    campaignMatchId: uuid('campaign_match_id')
      .unique()
      .references(() => campaignMatches.id, { onDelete: 'cascade' }),
    friendlyMatchId: uuid('friendly_match_id')
      .unique()
      .references(() => friendlyMatches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
    state: jsonb('state').$type<LiveBattleState>().notNull(),
    confirmation: text('confirmation').$type<MatchConfirmation>().notNull().default('waiting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'live_battles_one_match',
      sql`${t.matchId} = coalesce(${t.campaignMatchId}, ${t.friendlyMatchId}) and (${t.campaignMatchId} is null) <> (${t.friendlyMatchId} is null)`,
    ),
  ],
);

/**
 * The live battle's log, which is its record: one row per action taken, numbered from 1 in
 * the order they were applied. `data` is the action's own fields.
 */
export const liveBattleEvents = pgTable(
  'live_battle_events',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => liveBattles.matchId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    side: smallint('side'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/**
 * What lets a browser's EventSource, which cannot send an Authorization header, read one
 * battle's stream: a random ticket, kept as its SHA-256, bound to the session that asked for
 * it (gone with it at logout) and to one match (docs/adr/new-live-battle-transport.md).
 */
export const liveStreamTickets = pgTable(
  'live_stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => liveBattles.matchId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('live_stream_tickets_session_id_idx').on(t.sessionId),
    index('live_stream_tickets_match_id_idx').on(t.matchId),
    index('live_stream_tickets_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Whether each player's phone follows the battle now: one row per open event stream of a side,
 * its `seenAt` raised by the stream's keep-alive while it is open and once more as it closes
 * (docs/adr/new-live-battle-transport.md). A side is connected while it has an open row seen
 * within the bound; a server that died leaves its rows open, and time makes them stale. When
 * a stream closes, the side's other closed or stale rows go: what stays is the newest.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    streamId: uuid('stream_id').primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => liveBattles.matchId, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [index('live_presence_match_id_side_idx').on(t.matchId, t.side)],
);
