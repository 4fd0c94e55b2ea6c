import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  companies,
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';
import type { WarriorRecord } from '../warrior/warrior-rows';
import type { CompanyRow } from './company-entity';

// A player's companies with their warriors and the warriors' lists, read in one statement:
// PostgreSQL builds the rows as JSON, which arrives as one value per kind and is parsed by
// the driver in one call, rather than some 600 rows of 30 columns mapped one by one. The same
// statement computes the version of what it read (see `companiesVersion`).

type Row = Record<string, unknown>;

interface TableJson {
  /** json_build_object(...) of every column of the row aliased `alias`, keyed as Drizzle keys it. */
  object: string;
  /** The keys of timestamp columns: JSON carries them as text, the row types as Date. */
  dates: string[];
}

/** json_build_object takes at most 100 arguments: 50 columns. */
const MAX_COLUMNS = 50;

function tableJson(table: PgTable, alias: string): TableJson {
  const columns = Object.entries(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) {
    throw new Error(`A table of more than ${MAX_COLUMNS} columns needs its JSON built in parts.`);
  }
  return {
    object: `json_build_object(${columns
      .map(([key, column]) => `'${key}', ${alias}."${column.name}"`)
      .join(', ')})`,
    dates: columns.filter(([, column]) => column.columnType === 'PgTimestamp').map(([key]) => key),
  };
}

const COMPANY = tableJson(companies, 'c');
const WARRIOR = tableJson(warriors, 'w');
/** A warrior's four lists: record key, table, alias. */
const LISTS = [
  ['wargear', warriorWargear, 'g'],
  ['specialRules', warriorRules, 'r'],
  ['heroicActions', warriorHeroicActions, 'h'],
  ['spells', warriorSpells, 's'],
] as const;
const LIST_JSON = LISTS.map(([key, table, alias]) => ({ key, alias, ...tableJson(table, alias) }));

/**
 * The rows of one player, each with its row version (xmin: the transaction that wrote this
 * version of the row). Every write gives a row a new xmin and a new row a new id, so the ids
 * and xmins of all the rows are a fingerprint of exactly what a read sees.
 */
const LIST_ROWS = sql.raw(
  LISTS.map(
    ([, table, alias]) =>
      `${alias} as (select t.*, t.xmin::text as row_version from "${getTableName(table)}" t
        where t.warrior_id in (select id from w))`,
  ).join(',\n'),
);

function playerRows(userId: string): SQL {
  return sql`with
    c as (select t.*, t.xmin::text as row_version from companies t where t.user_id = ${userId}),
    w as (select t.*, t.xmin::text as row_version from warriors t where t.user_id = ${userId}),
    ${LIST_ROWS}`;
}

/** md5 of every row's id and version, table by table, in id order. */
const VERSION = `md5(concat_ws('|', ${['c', 'w', ...LISTS.map(([, , alias]) => alias)]
  .map(
    (alias) =>
      `(select string_agg(${alias}.id::text || ':' || ${alias}.row_version, ',' order by ${alias}.id) from ${alias})`,
  )
  .join(', ')}))`;

/** A warrior's lists, each in the player's order, grouped by warrior. */
const LIST_GROUPS = LIST_JSON.map(
  ({ alias, object }) =>
    `left join (select ${alias}.warrior_id, json_agg(${object} order by ${alias}.position, ${alias}.created_at) as list
      from ${alias} group by ${alias}.warrior_id) ${alias}_list on ${alias}_list.warrior_id = w.id`,
).join('\n');

const RECORD = `json_build_object('row', ${WARRIOR.object}, ${LIST_JSON.map(
  ({ key, alias }) => `'${key}', coalesce(${alias}_list.list, '[]'::json)`,
).join(', ')})`;

const CONTENT = sql.raw(`
  (select coalesce(json_agg(${COMPANY.object} order by c.created_at, c.id), '[]'::json) from c) as companies,
  (select coalesce(json_agg(${RECORD} order by w.created_at, w.id), '[]'::json)
     from w ${LIST_GROUPS}) as warriors,
  ${VERSION} as version`);

/** The version of a player's companies, warriors and lists: equal versions, equal content. */
export async function companiesVersion(db: Database, userId: string): Promise<string> {
  const query = sql`${playerRows(userId)} select ${sql.raw(VERSION)} as version`;
  const [row] = await rowsOf(db.execute(query));
  return row!.version as string;
}

export interface PlayerCompanies {
  /** Oldest first. */
  companies: CompanyRow[];
  /** Oldest first, each with its four lists in the player's order. */
  warriors: WarriorRecord[];
  /** What `companiesVersion` answers for exactly this content. */
  version: string;
}

/** Everything GET /companies shows of one player, and its version, from one snapshot. */
export async function loadPlayerCompanies(db: Database, userId: string): Promise<PlayerCompanies> {
  const [row] = await rowsOf(db.execute(sql`${playerRows(userId)} select ${CONTENT}`));
  const records = row!.warriors as { row: Row; [list: string]: Row | Row[] }[];
  for (const record of records) {
    withDates(record.row, WARRIOR.dates);
    for (const { key, dates } of LIST_JSON) {
      for (const entry of record[key] as Row[]) withDates(entry, dates);
    }
  }
  return {
    companies: (row!.companies as Row[]).map(
      (company) => withDates(company, COMPANY.dates) as CompanyRow,
    ),
    warriors: records as unknown as WarriorRecord[],
    version: row!.version as string,
  };
}

/** Timestamps as Drizzle reads them: JSON's text turned into a Date, in place. */
function withDates<T extends Row>(row: T, keys: string[]): T {
  for (const key of keys) {
    const value = row[key];
    if (typeof value === 'string') (row as Row)[key] = new Date(value);
  }
  return row;
}

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
async function rowsOf(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
