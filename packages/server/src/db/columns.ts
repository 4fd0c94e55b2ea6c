import { bigint, boolean, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Phase, RuleType, StatKey, WargearType } from '@warband/rules';

// Columns several tables share, built by one function each so that they are written once.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A row's own id, made by the database. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/**
 * The row's version: a write names the revision it was based on, and a stale one is refused.
 * Set by a trigger on every insert and update (migration 0007), so no code path can forget it,
 * from one sequence, so a number is never given twice, not even to a row an undo writes back.
 */
export const revision = () => bigint('revision', { mode: 'number' }).notNull().default(0);

export interface NamedTextValue {
  name: string;
  description: string;
}

const stat = (name: string) => integer(name).notNull().default(0);

/**
 * What a wargear item is, wherever it is kept: in the armoury, on a warrior, on a profile.
 * Characteristics move..intelligence are a mount's own profile (zero for items). Narrowed to
 * what the API accepts, so rows type-check as entries without conversion.
 */
export const wargearColumns = () => ({
  pointsLow: integer('points_low').notNull().default(0),
  pointsHigh: integer('points_high').notNull().default(0),
  influence: integer('influence').notNull().default(0),
  mount: integer('mount').$type<0 | 1>().notNull().default(0),
  adjustmentStat: text('adjustment_stat').$type<StatKey>(),
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
});

/**
 * Columns of every list entry, on a warrior or a profile: its own copy, in the order the
 * player gave. `type` is narrowed to the list's types, so rows read back as entries.
 */
export const entryColumns = <T extends string>() => ({
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().default(0),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<T>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A wargear entry: the item, the library entry it was copied from, the editor's switch. */
export const wargearEntryColumns = () => ({
  ...entryColumns<WargearType>(),
  // The library entry it was copied from: a reference only, so no foreign key.
  armouryId: uuid('armoury_id'),
  ...wargearColumns(),
  statEnabled: boolean('stat_enabled').notNull().default(true),
});

/**
 * The turn phases a rule, heroic action or spell matters in, in a library or on a warrior or
 * profile (docs/rules.md#turn-phases); rows from before phases have none.
 */
export const phasesColumn = () => jsonb('phases').$type<Phase[]>().notNull().default([]);

/** A special rule entry; `wargearId` is the granting item of the same warrior or profile. */
export const ruleEntryColumns = () => ({
  ...entryColumns<RuleType>(),
  myRuleId: uuid('my_rule_id'),
  phases: phasesColumn(),
});
