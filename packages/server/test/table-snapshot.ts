import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * The row count and a digest of every row of every table, so a test can tell that a request
 * changed nothing at all, in tables it did not know about too. Revisions are left out: they
 * stamp each write and are never given twice, so rows an undo writes back take new ones.
 */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const result = (await db.execute(
      sql`select count(*)::int as rows,
                 coalesce(md5(string_agg((to_jsonb(t) - 'revision')::text, '|'
                   order by (to_jsonb(t) - 'revision')::text)), '') as digest
          from ${table} t`,
    )) as unknown as { rows: { rows: number; digest: string }[] };
    const [row] = result.rows;
    snapshot[name] = `${row?.rows} rows, ${row?.digest}`;
  }
  return snapshot;
}
