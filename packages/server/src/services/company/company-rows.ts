import { present } from '@warband/rules/narrow';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, warriors } from '../../db/schema';
import { WARRIOR_LIST_KEYS, WARRIOR_LIST_TABLES } from '../../db/warrior-lists';
import type { WarriorRecord } from '../warrior/warrior-rows';
import type { CompanyRow } from './company-entity';

// A player's companies with their warriors and the warriors' lists, read in one statement:
// PostgreSQL builds the rows as JSON, which arrives as one value per kind and is parsed by
// the driver in one call, rather than some 600 rows of 30 columns mapped one by one.

/**
 * The statement's two values as the driver parses them: the rows' types, but for their
 * timestamps, which JSON carries as text until `parsed` turns them into Dates in place.
 */
interface ContentJson {
  companies: CompanyRow[];
  warriors: WarriorRecord[];
}

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
const LIST_JSON = WARRIOR_LIST_KEYS.map((key) => ({
  key,
  table: getTableName(WARRIOR_LIST_TABLES[key]),
  ...tableJson(WARRIOR_LIST_TABLES[key], 'x'),
}));

/**
 * A warrior with its four lists, each in the player's order. Each list is an index look-up
 * per warrior: a plan that stays linear whatever the planner thinks of the row counts (joined
 * to lists aggregated in advance, a table without statistics yet had each aggregate redone for
 * every warrior: 650 ms for 150 warriors).
 */
const RECORD = `json_build_object('row', ${WARRIOR.object}, ${LIST_JSON.map(
  ({ key, table, object }) =>
    `'${key}', coalesce((select json_agg(${object} order by x.position, x.created_at)
      from "${table}" x where x.warrior_id = w.id), '[]'::json)`,
).join(', ')})`;

const CONTENT = sql.raw(`
  (select coalesce(json_agg(${COMPANY.object} order by c.created_at, c.id), '[]'::json) from c) as companies,
  (select coalesce(json_agg(${RECORD} order by w.created_at, w.id), '[]'::json) from w) as warriors`);

function prepareContent(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      companies: sql<ContentJson['companies']>`player.companies`,
      warriors: sql<ContentJson['warriors']>`player.warriors`,
    })
    .from(
      sql`(with c as (select * from companies where user_id = ${userId}),
        w as (select * from warriors where user_id = ${userId})
        select ${CONTENT}) as player`,
    )
    .prepare('companies_content');
}

/**
 * Prepared once per database handle, so PostgreSQL plans it once per connection (a handle
 * that is a transaction gets its own).
 */
const statements = new WeakMap<Database, ReturnType<typeof prepareContent>>();

export interface PlayerCompanies {
  /** Oldest first. */
  companies: CompanyRow[];
  /** Oldest first, each with its four lists in the player's order. */
  warriors: WarriorRecord[];
}

/** Everything GET /companies shows of one player, in one statement. */
export async function loadPlayerCompanies(db: Database, userId: string): Promise<PlayerCompanies> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareContent(db)));
  const [row] = await statement.execute({ userId });
  return parsed(present(row, 'The companies row'));
}

/**
 * The given companies, whoever's they are, with their warriors, in the same one statement:
 * a campaign's league table (services/campaign/read-campaign.ts).
 */
export async function loadCompaniesById(
  db: Database,
  companyIds: readonly string[],
): Promise<PlayerCompanies> {
  if (companyIds.length === 0) return { companies: [], warriors: [] };
  const ids = sql`array[${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [row] = await db
    .select({
      companies: sql<ContentJson['companies']>`chosen.companies`,
      warriors: sql<ContentJson['warriors']>`chosen.warriors`,
    })
    .from(
      sql`(with c as (select * from companies where id = any(${ids})),
        w as (select * from warriors where company_id = any(${ids}))
        select ${CONTENT}) as chosen`,
    );
  return parsed(present(row, 'The companies row'));
}

function parsed(row: ContentJson): PlayerCompanies {
  for (const record of row.warriors) {
    withDates(record.row, WARRIOR.dates);
    for (const { key, dates } of LIST_JSON) {
      for (const entry of record[key]) withDates(entry, dates);
    }
  }
  for (const company of row.companies) withDates(company, COMPANY.dates);
  return { companies: row.companies, warriors: row.warriors };
}

/** Timestamps as Drizzle reads them: JSON's text turned into a Date, in place. */
function withDates(row: object, keys: string[]): void {
  for (const key of keys) {
    const value: unknown = Reflect.get(row, key);
    if (typeof value === 'string') Reflect.set(row, key, new Date(value));
  }
}
