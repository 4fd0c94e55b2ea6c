import { present } from '@warband/rules/narrow';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  currentImageVersion,
  IMAGED_LISTS,
  type CompanyImage,
  type ImagedTable,
  type ImageRow,
} from '../../db/image-upgrades';
import { companies } from '../../db/schema';

export type { CompanyImage } from '../../db/image-upgrades';

/**
 * A company exactly as stored: its row, its warriors' rows and their list rows, each built by
 * PostgreSQL with to_jsonb (every column, timestamps to the microsecond) and in id order, so
 * two images of the same rows are equal as JSONB and one can be written back byte for byte.
 * All but the revisions: those are stamps of each write, never given twice, so rows written
 * back take new ones (and a company undone to what it was is still "as imaged").
 * Its version says which tables it was taken under (`db/image-upgrades.ts`).
 */
/** The lists in the order they are written back: rules name their granting wargear. */
const LISTS = IMAGED_LISTS;

async function rowsOf<T extends object>(db: Database, query: SQL): Promise<T[]> {
  return rawRows<T>(await db.execute(query));
}

function imageSql(companyId: string) {
  const lists = LISTS.map(
    (table) => sql`, ${table}::text, coalesce((select jsonb_agg(to_jsonb(x) order by x.id)
      from ${sql.identifier(table)} x where x.warrior_id in
      (select id from warriors where company_id = ${companyId})), '[]'::jsonb)`,
  );
  return sql`jsonb_build_object(
    'version', ${currentImageVersion()}::int,
    'companies', (select to_jsonb(c) - 'revision' from companies c where c.id = ${companyId}),
    'warriors', coalesce((select jsonb_agg(to_jsonb(w) - 'revision' order by w.id) from warriors w
      where w.company_id = ${companyId}), '[]'::jsonb)
    ${sql.join(lists)})`;
}

export async function companyImage(db: Database, companyId: string): Promise<CompanyImage> {
  const [row] = await rowsOf<{ image: CompanyImage }>(
    db,
    sql`select ${imageSql(companyId)} as image`,
  );
  return present(row, 'The company image row').image;
}

/**
 * The company's rows as they stand, as a digest of its image: the same exactly while its rows
 * are, so a confirmation naming it discards only what was there when it was named.
 */
export async function companyState(db: Database, companyId: string): Promise<string> {
  const [row] = await rowsOf<{ state: string }>(
    db,
    sql`select encode(sha256(convert_to((${imageSql(companyId)})::text, 'UTF8')), 'hex') as state`,
  );
  return present(row, 'The company state row').state;
}

/** Whether the company is still exactly as `image` shows it, compared by the database. */
export async function companyIsAsImaged(
  db: Database,
  companyId: string,
  image: CompanyImage,
): Promise<boolean> {
  const [row] = await rowsOf<{ same: boolean }>(
    db,
    sql`select ${imageSql(companyId)} = ${JSON.stringify(image)}::jsonb as same`,
  );
  return present(row, 'The company image comparison').same;
}

/**
 * Whether every row of the image has exactly the columns its table has today (the revision
 * aside), so writing it back can neither leave a column NULL nor drop a value.
 */
export async function imageFitsTables(db: Database, image: CompanyImage): Promise<boolean> {
  const tables: ImagedTable[] = ['companies', 'warriors', ...LISTS];
  const columns = await rowsOf<{ table: string; names: string[] }>(
    db,
    sql`select table_name::text as table, array_agg(column_name::text order by column_name) as names
      from information_schema.columns
      where table_schema = current_schema() and column_name <> 'revision'
        and table_name in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )})
      group by table_name`,
  );
  const expected = new Map(columns.map(({ table, names }) => [table, [...names].sort().join(',')]));
  const fits = (table: string, row: ImageRow | null) =>
    typeof row === 'object' &&
    row !== null &&
    Object.keys(row).sort().join(',') === expected.get(table);
  return (
    fits('companies', image.companies) &&
    tables.slice(1).every((table) => {
      const rows = image[table];
      return Array.isArray(rows) && rows.every((row) => fits(table, row));
    })
  );
}

/**
 * Writes an image back: the company's row as it was, and its warriors and their lists as they
 * were (warriors added since are removed, removed ones come back with their ids).
 */
export async function restoreCompanyImage(
  db: Database,
  companyId: string,
  image: CompanyImage,
): Promise<void> {
  const json = JSON.stringify(image);
  await db.execute(sql`delete from warriors where company_id = ${companyId}`);
  for (const table of ['warriors', ...LISTS]) {
    const name = sql.identifier(table);
    await db.execute(
      sql`insert into ${name} select * from jsonb_populate_recordset(null::${name}, ${json}::jsonb -> ${table}::text)`,
    );
  }
  const columns = Object.values(getTableColumns(companies))
    .map((column) => column.name)
    .filter((name) => name !== 'id');
  const assignments = sql.join(
    columns.map((name) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`),
    sql`, `,
  );
  await db.execute(
    sql`update companies set ${assignments}
      from jsonb_populate_record(null::companies, ${json}::jsonb -> 'companies') r
      where companies.id = ${companyId}`,
  );
}
