/** Companies, their warriors and each warrior's four lists. */

import type { ChosenPath, Rank, Stats, WarriorStatus } from '@warband/rules';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  entryColumns,
  phasesColumn,
  revision,
  ruleEntryColumns,
  updatedAt,
  uuidKey,
  wargearEntryColumns,
} from '../columns';
import { playerOf } from './accounts';

/** A player's battle companies; `rating` is the one recorded by the last battle. */
export const companies = pgTable(
  'companies',
  {
    id: uuidKey(),
    userId: playerOf(),
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

/** The company a row belongs to; the row goes with the company. */
export const companyOf = (column = 'company_id') =>
  uuid(column)
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's warriors. `user_id` repeats the company's owner so that one indexed condition
 * proves a warrior is the caller's, without a join. The characteristics are always read and
 * written whole, so each table of them is one JSON column.
 */
export const warriors = pgTable(
  'warriors',
  {
    id: uuidKey(),
    companyId: companyOf(),
    userId: playerOf(),
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
