import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/client';

/** What the tests need of a database server, shared by the helpers and the global setup. */

export const POSTGRES_HELP =
  'TEST_DB_DRIVER=postgres needs a running PostgreSQL named by TEST_DATABASE_URL ' +
  '(for example postgres://postgres@127.0.0.1:5432/postgres). Start PostgreSQL, or unset ' +
  'TEST_DB_DRIVER and TEST_DATABASE_URL to test on the embedded database.';

/** Runs `work` on a connection to the server's own database, for CREATE and DROP DATABASE. */
export async function onPostgresServer<T>(
  serverUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`${POSTGRES_HELP}\n(${(error as Error).message})`);
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PGlite under an embedded database's Drizzle handle. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}
