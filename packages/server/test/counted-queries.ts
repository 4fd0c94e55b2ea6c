import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { buildTestApp, makeTempDir, type TestApp } from './helpers';

/**
 * Another app on the file's database whose every statement is counted, for tests of how many
 * a request takes. Opened before the file's tests, closed after them.
 */
export function useCountedServer(t: TestApp) {
  const temp = makeTempDir();
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  let app: FastifyInstance | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    let db: Database;
    if (t.url) {
      pool = new pg.Pool({ connectionString: t.url, max: 2 });
      db = drizzlePg(pool, { schema, logger });
    } else {
      db = drizzlePglite((t.db as unknown as { $client: PGlite }).$client, { schema, logger });
    }
    app = await buildTestApp(db, temp.dir);
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
    temp.remove();
  });
  return {
    get app() {
      if (!app) throw new Error('The counted server starts before the tests.');
      return app;
    },
    /** The statements the work ran, in order. */
    async statementsOf(work: () => Promise<unknown>): Promise<string[]> {
      const from = statements.length;
      await work();
      return statements.slice(from);
    },
  };
}
