import { keysOf } from '@warband/rules';
import { getTableName } from 'drizzle-orm';
import { warriorHeroicActions, warriorRules, warriorSpells, warriorWargear } from './schema';

/**
 * A warrior's four lists and the table each is stored in, in the order they are written:
 * rules name the wargear that grants them, so wargear comes first. Reading, writing, the
 * aftermath and the company images all go by this one map.
 */
export const WARRIOR_LIST_TABLES = {
  wargear: warriorWargear,
  specialRules: warriorRules,
  heroicActions: warriorHeroicActions,
  spells: warriorSpells,
} as const;

export type WarriorListKey = keyof typeof WARRIOR_LIST_TABLES;
export type WarriorListTable = (typeof WARRIOR_LIST_TABLES)[WarriorListKey];
export type WarriorListTableName = WarriorListTable['_']['name'];

export const WARRIOR_LIST_KEYS = keysOf(WARRIOR_LIST_TABLES);

export const WARRIOR_LIST_TABLE_NAMES = WARRIOR_LIST_KEYS.map((key) =>
  getTableName(WARRIOR_LIST_TABLES[key]),
);
