/** A player's four flat libraries: rules, heroic actions, spells and wargear. */

import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, phasesColumn, updatedAt, uuidKey, wargearColumns } from '../columns';
import { playerOf } from './accounts';

const libraryColumns = () => ({
  id: uuidKey(),
  userId: playerOf(),
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
