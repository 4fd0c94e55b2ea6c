import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireLock } from './lock';
import * as schema from './schema';

/** What services see, whichever driver is underneath. A transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite: where the files live (DATA_DIR); undefined means in memory. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', () => {});
  const db: NodePgDatabase<typeof schema> = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateOneAtATime(pool),
    close: () => pool.end(),
  };
}

// Any fixed number: it names the advisory lock every server takes around its migrations.
const MIGRATION_LOCK_KEY = 7_305_114;

/**
 * Several servers starting together on one PostgreSQL would race on the migrations table; a
 * session-level advisory lock lets the first apply them while the others wait, then find
 * nothing left to do.
 */
async function migrateOneAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(path.join(dataDir, 'db.lock')).release;
    try {
      client = await PGlite.create(path.join(dataDir, 'db'));
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** True when the database answers a trivial query. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
