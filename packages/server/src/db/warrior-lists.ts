import { WARRIOR_LISTS, type WarriorList } from '@warband/schemas';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  warriorHeroicActions,
  warriorRules,
  warriorSpells,
  warriorWargear,
} from './tables/companies';

/**
 * A warrior's four lists and the table each is stored in, in the order they are written:
 * rules name the wargear that grants them, so wargear comes first. Reading, writing, the
 * aftermath and the company images all go by this one map. Its keys are the shared schema's
 * `WARRIOR_LISTS`, checked by the compiler: a list added there and not here does not build.
 */
export const WARRIOR_LIST_TABLES = {
  wargear: warriorWargear,
  specialRules: warriorRules,
  heroicActions: warriorHeroicActions,
  spells: warriorSpells,
} as const satisfies Record<WarriorList, PgTable>;

export type WarriorListKey = keyof typeof WARRIOR_LIST_TABLES;
export type WarriorListTable = (typeof WARRIOR_LIST_TABLES)[WarriorListKey];
export type WarriorListTableName = WarriorListTable['_']['name'];

export const WARRIOR_LIST_KEYS: readonly WarriorListKey[] = WARRIOR_LISTS;

export const WARRIOR_LIST_TABLE_NAMES = WARRIOR_LIST_KEYS.map((key) =>
  getTableName(WARRIOR_LIST_TABLES[key]),
);
