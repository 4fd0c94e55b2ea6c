/** Applied battles, their corrections, and the events they leave on a company. */

import type { AftermathInput, BattleRecord, Company } from '@warband/schemas';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyImage } from '../image-upgrades';
import { createdAt, uuidKey } from '../columns';
import { playerOf } from './accounts';
import { companyOf } from './companies';

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
    id: uuidKey(),
    battleId: uuid('battle_id').notNull().unique(),
    companyId: companyOf(),
    userId: playerOf(),
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
  companyId: companyOf(),
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
    id: uuidKey(),
    companyId: companyOf(),
    userId: playerOf(),
    // Neither is a foreign key: the event outlives an undone battle and a deleted warrior.
    battleId: uuid('battle_id'),
    warriorId: uuid('warrior_id'),
    kind: text('kind').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_events_company_id_idx').on(t.companyId, t.createdAt)],
);
