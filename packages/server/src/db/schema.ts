import { sql } from 'drizzle-orm';
import type { ChosenPath, Race, Rank, Stats, WarriorStatus } from '@warband/rules';
import type { AftermathInput, BattleRecord, Company } from '@warband/schemas';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  smallint,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanyImage } from './image-upgrades';
import {
  createdAt,
  entryColumns,
  phasesColumn,
  revision,
  ruleEntryColumns,
  updatedAt,
  wargearColumns,
  wargearEntryColumns,
} from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Kept as typed; uniqueness and look-ups go through lower(email).
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    donated: boolean('donated').notNull().default(false),
    newRuleset: boolean('new_ruleset').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    // The first-company walkthrough on My Companies, once the player has put it away.
    walkthroughDismissed: boolean('walkthrough_dismissed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Bearer tokens, stored only as SHA-256 hex digests. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Writes a client named with an Operation-Id (docs/adr/0160-operation-ids.md): one row per
 * player and id, written in the transaction of the write it records, so that the write and its
 * record commit together or not at all. A replay of the same id answers `answer` with
 * `status` instead of writing again. `answer` is NULL for a write answered without a body
 * (204), and only while the claiming transaction runs for the others.
 */
export const operations = pgTable(
  'operations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').notNull(),
    // The method and the address, as `PUT /api/warrior/<id>`.
    route: text('route').notNull(),
    // SHA-256 of the body as sent, hex.
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    // json, not jsonb: the text as written, so a replay's object keys keep their order.
    answer: json('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operationId] }),
    index('operations_created_at_idx').on(t.createdAt),
  ],
);

export type { NamedTextValue } from './columns';

const libraryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const libraryRules = pgTable(
  'library_rules',
  { ...libraryColumns(), phases: phasesColumn() },
  (t) => [index('library_rules_user_id_idx').on(t.userId)],
);

export const libraryHeroicActions = pgTable(
  'library_heroic_actions',
  { ...libraryColumns(), phases: phasesColumn() },
  (t) => [index('library_heroic_actions_user_id_idx').on(t.userId)],
);

export const librarySpells = pgTable(
  'library_spells',
  {
    ...libraryColumns(),
    baseCastingValue: integer('base_casting_value').notNull(),
    phases: phasesColumn(),
  },
  (t) => [index('library_spells_user_id_idx').on(t.userId)],
);

export const libraryWargear = pgTable(
  'library_wargear',
  { ...libraryColumns(), ...wargearColumns() },
  (t) => [index('library_wargear_user_id_idx').on(t.userId)],
);

/** A player's battle companies; `rating` is the one recorded by the last battle. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    race: text('race').notNull(),
    backstory: text('backstory').notNull().default(''),
    influence: integer('influence').notNull().default(0),
    rating: integer('rating').notNull().default(0),
    retired: boolean('retired').notNull().default(false),
    // The owner's choice: only a shared company answers its read-only link to others.
    shared: boolean('shared').notNull().default(false),
    // What the read-only link names instead of the company's id, so that the owner can replace
    // it and void every copy of the old link. Companies older than this column keep their id
    // here, so the links already handed out still work.
    shareId: uuid('share_id').notNull().defaultRandom(),
    // The company's own ruleset (true: 2024), that every value derived from it is worked out in;
    // a new company takes its owner's account setting (docs/adr/0157-company-ruleset.md).
    newRuleset: boolean('new_ruleset').notNull().default(false),
    revision: revision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_user_id_idx').on(t.userId)],
);

/**
 * A company's warriors. `user_id` repeats the company's owner so that one indexed condition
 * proves a warrior is the caller's, without a join. The characteristics are always read and
 * written whole, so each table of them is one JSON column.
 */
export const warriors = pgTable(
  'warriors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    biography: text('biography').notNull().default(''),
    race: text('race').notNull().default(''),
    image: text('image').notNull().default(''),
    rank: text('rank').$type<Rank>().notNull(),
    experience: integer('experience').notNull().default(0),
    status: text('status').$type<WarriorStatus>().notNull().default(''),
    legWound: integer('leg_wound').notNull().default(0),
    armWound: integer('arm_wound').notNull().default(0),
    oldWound: integer('old_wound').notNull().default(0),
    baseClass: text('base_class').notNull().default(''),
    // A Creature's owner. The service deletes a warrior's Creatures with it; SET NULL only
    // guards against a row being left pointing nowhere.
    owner: uuid('owner').references((): AnyPgColumn => warriors.id, { onDelete: 'set null' }),
    basePoints: integer('base_points').notNull().default(0),
    chosenPath: text('chosen_path').$type<ChosenPath | ''>().notNull().default(''),
    customPath: text('custom_path').notNull().default(''),
    influence: integer('influence').notNull().default(0),
    baseStats: jsonb('base_stats').$type<Stats>().notNull(),
    modifyStats: jsonb('modify_stats').$type<Stats>().notNull(),
    revision: revision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('warriors_company_id_idx').on(t.companyId),
    index('warriors_user_id_idx').on(t.userId),
    index('warriors_owner_idx').on(t.owner),
  ],
);

const warriorId = () =>
  uuid('warrior_id')
    .notNull()
    .references(() => warriors.id, { onDelete: 'cascade' });

export const warriorWargear = pgTable(
  'warrior_wargear',
  { warriorId: warriorId(), ...wargearEntryColumns() },
  (t) => [index('warrior_wargear_warrior_id_idx').on(t.warriorId)],
);

export const warriorRules = pgTable(
  'warrior_rules',
  {
    warriorId: warriorId(),
    ...ruleEntryColumns(),
    // The item granting the rule; the rule stays (as the player's) if the item goes.
    wargearId: uuid('wargear_id').references(() => warriorWargear.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('warrior_rules_warrior_id_idx').on(t.warriorId),
    index('warrior_rules_wargear_id_idx').on(t.wargearId),
  ],
);

type HeroEntryType = 'base' | 'progression';

export const warriorHeroicActions = pgTable(
  'warrior_heroic_actions',
  {
    warriorId: warriorId(),
    ...entryColumns<HeroEntryType>(),
    myHeroicActionsId: uuid('my_heroic_actions_id'),
    modifyCastingValue: integer('modify_casting_value').notNull().default(0),
    phases: phasesColumn(),
  },
  (t) => [index('warrior_heroic_actions_warrior_id_idx').on(t.warriorId)],
);

export const warriorSpells = pgTable(
  'warrior_spells',
  {
    warriorId: warriorId(),
    ...entryColumns<HeroEntryType>(),
    mySpellsId: uuid('my_spells_id'),
    baseCastingValue: integer('base_casting_value').notNull(),
    modifyCastingValue: integer('modify_casting_value').notNull().default(0),
    phases: phasesColumn(),
  },
  (t) => [index('warrior_spells_warrior_id_idx').on(t.warriorId)],
);

/**
 * A player's warrior templates. `race` lists the races a profile is offered
 * to; an empty list means any race. Like a warrior's, the characteristics are one JSON column
 * each, and the lists are rows of their own.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    race: jsonb('race').$type<Race[]>().notNull().default([]),
    rank: text('rank').$type<Rank>().notNull(),
    baseClass: text('base_class').notNull().default(''),
    basePoints: integer('base_points').notNull().default(0),
    baseStats: jsonb('base_stats').$type<Stats>().notNull(),
    modifyStats: jsonb('modify_stats').$type<Stats>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_user_id_idx').on(t.userId)],
);

const profileId = () =>
  uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const profileWargear = pgTable(
  'profile_wargear',
  { profileId: profileId(), ...wargearEntryColumns() },
  (t) => [index('profile_wargear_profile_id_idx').on(t.profileId)],
);

export const profileRules = pgTable(
  'profile_rules',
  {
    profileId: profileId(),
    ...ruleEntryColumns(),
    wargearId: uuid('wargear_id').references(() => profileWargear.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('profile_rules_profile_id_idx').on(t.profileId),
    index('profile_rules_wargear_id_idx').on(t.wargearId),
  ],
);

/**
 * A number per player and kind of data (`scope`: 'companies', 'profiles', or a library's
 * kind) that triggers in the database raise on every insert, update and delete of the
 * scope's tables (migration 0004). Equal numbers, equal data: a kept answer is sent again
 * only while its number is current (services/answers). No row yet means version 0.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

/**
 * One applied War's Aftermath. `battle_id` is the client's id and is unique, so a second
 * submission of the same battle conflicts in the database rather than in a read-then-write.
 * `before_image` and `after_image` are the company, its warriors and their lists as rows
 * (to_jsonb), taken in the aftermath's transaction: undo restores the first when the company
 * still is the second (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md).
 */
export const battleRecords = pgTable(
  'battle_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    battleId: uuid('battle_id').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result').notNull(),
    // Until the aftermath is written, within the transaction that claims the battle id, the
    // record is empty and the rest NULL; no other transaction ever sees the row so.
    record: jsonb('record').$type<BattleRecord | Record<string, never>>().notNull(),
    answer: jsonb('answer').$type<Company>(),
    beforeImage: jsonb('before_image').$type<CompanyImage>(),
    afterImage: jsonb('after_image').$type<CompanyImage>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    // The choices as applied, to fill the War's Aftermath in again for a correction; NULL for
    // battles applied before they were kept, which cannot be corrected.
    request: jsonb('request').$type<AftermathInput>(),
    // Once corrected: the choices as first applied, kept through every later correction.
    firstRequest: jsonb('first_request').$type<AftermathInput>(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [index('battle_records_company_id_idx').on(t.companyId, t.appliedAt)],
);

/**
 * One correction of a battle, by the client's id: claimed first in the correction's
 * transaction, so the same correction sent twice is applied once and answers as it first did.
 */
export const battleCorrections = pgTable('battle_corrections', {
  correctionId: uuid('correction_id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  battleId: uuid('battle_id').notNull(),
  answer: jsonb('answer').$type<Company>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened to a company that matters to its campaign, newest last
 * (docs/adr/0139-the-event-log-holds-what-a-battle-changed.md).
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Neither is a foreign key: the event outlives an undone battle and a deleted warrior.
    battleId: uuid('battle_id'),
    warriorId: uuid('warrior_id'),
    kind: text('kind').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_events_company_id_idx').on(t.companyId, t.createdAt)],
);

/**
 * A group campaign (docs/adr/0156-campaigns.md). Its ruleset is fixed: every company taking
 * part is of it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    newRuleset: boolean('new_ruleset').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_owner_id_idx').on(t.ownerId)],
);

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
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
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
