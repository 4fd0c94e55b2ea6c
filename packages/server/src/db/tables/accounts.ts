/** Players, their sessions and reset links, the writes they have made, and their data versions. */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@warband/schemas';
import { createdAt, updatedAt, uuidKey } from '../columns';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    // Kept as typed; uniqueness and look-ups go through lower(email).
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    donated: boolean('donated').notNull().default(false),
    newRuleset: boolean('new_ruleset').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    // The first-company walkthrough on My Companies, once the player has put it away.
    walkthroughDismissed: boolean('walkthrough_dismissed').notNull().default(false),
    // The language the player chose in Account ('en', 'es', 'fr'); null follows the browser's.
    language: text('language').$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** The player a row belongs to; the row goes with the player. */
export const playerOf = (column = 'user_id') =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Bearer tokens, stored only as SHA-256 hex digests. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidKey(),
    userId: playerOf(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidKey(),
    userId: playerOf(),
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
    userId: playerOf(),
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

/**
 * A number per player and kind of data (`scope`: 'companies', 'profiles', or a library's
 * kind) that triggers in the database raise on every insert, update and delete of the
 * scope's tables (migration 0004). Equal numbers, equal data: a kept answer is sent again
 * only while its number is current (services/answers). No row yet means version 0.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    userId: playerOf(),
    scope: text('scope').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);
