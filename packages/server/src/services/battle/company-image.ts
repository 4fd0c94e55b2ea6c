import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  warriorHeroicActions,
  warriorRules,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';

/**
 * A company exactly as stored: its row, its warriors' rows and their list rows, each built by
 * PostgreSQL with to_jsonb (every column, timestamps to the microsecond) and in id order, so
 * two images of the same rows are equal as JSONB and one can be written back byte for byte.
 * All but the revisions: those are stamps of each write, never given twice, so rows written
 * back take new ones (and a company undone to what it was is still "as imaged").
 */
export type CompanyImage = Record<string, unknown>;

/** The lists in the order they are written back: rules name their granting wargear. */
const LISTS = [warriorWargear, warriorRules, warriorHeroicActions, warriorSpells].map(getTableName);

/** Both drivers answer a raw statement with its rows under `rows`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function imageSql(companyId: string) {
  const lists = LISTS.map(
    (table) => sql`, ${table}::text, coalesce((select jsonb_agg(to_jsonb(x) order by x.id)
      from ${sql.identifier(table)} x where x.warrior_id in
      (select id from warriors where company_id = ${companyId})), '[]'::jsonb)`,
  );
  return sql`jsonb_build_object(
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
  return row!.image;
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
  return row!.same;
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
