import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

export const libraryRules = pgTable('library_rules', libraryColumns(), (t) => [
  index('library_rules_user_id_idx').on(t.userId),
]);

export const libraryHeroicActions = pgTable('library_heroic_actions', libraryColumns(), (t) => [
  index('library_heroic_actions_user_id_idx').on(t.userId),
]);

export const librarySpells = pgTable(
  'library_spells',
  { ...libraryColumns(), baseCastingValue: integer('base_casting_value').notNull() },
  (t) => [index('library_spells_user_id_idx').on(t.userId)],
);

export interface NamedTextValue {
  name: string;
  description: string;
}

const stat = (name: string) => integer(name).notNull().default(0);

export const libraryWargear = pgTable(
  'library_wargear',
  {
    ...libraryColumns(),
    pointsLow: integer('points_low').notNull().default(0),
    pointsHigh: integer('points_high').notNull().default(0),
    influence: integer('influence').notNull().default(0),
    mount: integer('mount').notNull().default(0),
    adjustmentStat: text('adjustment_stat'),
    adjustmentValue: integer('adjustment_value').notNull().default(0),
    move: stat('move'),
    fight: stat('fight'),
    shoot: stat('shoot'),
    strength: stat('strength'),
    defence: stat('defence'),
    attacks: stat('attacks'),
    wounds: stat('wounds'),
    courage: stat('courage'),
    intelligence: stat('intelligence'),
    specialRules: jsonb('special_rules').$type<NamedTextValue[]>().notNull().default([]),
    specialAttacks: jsonb('special_attacks').$type<NamedTextValue[]>().notNull().default([]),
  },
  (t) => [index('library_wargear_user_id_idx').on(t.userId)],
);
