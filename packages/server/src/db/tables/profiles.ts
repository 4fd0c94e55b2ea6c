/** A player's warrior profiles and their lists. */

import type { Race, Rank, Stats } from '@warband/rules';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ruleEntryColumns, updatedAt, uuidKey, wargearEntryColumns } from '../columns';
import { playerOf } from './accounts';

/**
 * A player's warrior templates. `race` lists the races a profile is offered
 * to; an empty list means any race. Like a warrior's, the characteristics are one JSON column
 * each, and the lists are rows of their own.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuidKey(),
    userId: playerOf(),
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
