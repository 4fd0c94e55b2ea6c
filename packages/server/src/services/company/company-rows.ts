import { getTableColumns, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
/** In the lists' look-ups, apart from the CTEs of the same tables. */
const LIST_JSON = LISTS.map(([key, table]) => ({
  key,
  table: getTableName(table),
  ...tableJson(table, 'x'),
}));

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

function playerRows(userId: SQLWrapper): SQL {
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

/**
 * A warrior with its four lists, each in the player's order. Each list is an index look-up
 * per warrior: a plan that stays linear whatever the planner thinks of the row counts (joined
 * to lists aggregated in advance, a table without statistics yet had each aggregate redone for
 * every warrior: 650 ms for 150 warriors). It reads the same rows as the CTEs of the version,
 * in the same statement, so in the same snapshot.
 */
const RECORD = `json_build_object('row', ${WARRIOR.object}, ${LIST_JSON.map(
  ({ key, table, object }) =>
    `'${key}', coalesce((select json_agg(${object} order by x.position, x.created_at)
      from "${table}" x where x.warrior_id = w.id), '[]'::json)`,
).join(', ')})`;

const CONTENT = sql.raw(`
  (select coalesce(json_agg(${COMPANY.object} order by c.created_at, c.id), '[]'::json) from c) as companies,
  (select coalesce(json_agg(${RECORD} order by w.created_at, w.id), '[]'::json) from w) as warriors,
  ${VERSION} as version`);

/**
 * The two statements, prepared once per database: PostgreSQL then plans them once per
 * connection (planning the version's statement took three times as long as running it).
 */
function prepareStatements(db: Database) {
  const userId = sql.placeholder('userId');
  return {
    version: db
      .select({ version: sql<string>`player.version` })
      .from(sql`(${playerRows(userId)} select ${sql.raw(VERSION)} as version) as player`)
      .prepare('companies_version'),
    content: db
      .select({
        companies: sql<Row[]>`player.companies`,
        warriors: sql<Row[]>`player.warriors`,
        version: sql<string>`player.version`,
      })
      .from(sql`(${playerRows(userId)} select ${CONTENT}) as player`)
      .prepare('companies_content'),
  };
}

const statements = new WeakMap<Database, ReturnType<typeof prepareStatements>>();

function statementsFor(db: Database) {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepareStatements(db)));
  return prepared;
}

/** The version of a player's companies, warriors and lists: equal versions, equal content. */
export async function companiesVersion(db: Database, userId: string): Promise<string> {
  const [row] = await statementsFor(db).version.execute({ userId });
  return row!.version;
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
  const [row] = await statementsFor(db).content.execute({ userId });
  const records = row!.warriors as { row: Row; [list: string]: Row | Row[] }[];
  for (const record of records) {
    withDates(record.row, WARRIOR.dates);
    for (const { key, dates } of LIST_JSON) {
      for (const entry of record[key] as Row[]) withDates(entry, dates);
    }
  }
  return {
    companies: row!.companies.map((company) => withDates(company, COMPANY.dates) as CompanyRow),
    warriors: records as unknown as WarriorRecord[],
    version: row!.version,
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
