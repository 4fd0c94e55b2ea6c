import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { prepareDataDir } from './data-dir';
import type { Database } from './database';
import { acquireLock } from './lock';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { users } from './schema';
import { dataDirError, embeddedDatabaseError, postgresStartupError } from './startup-errors';
import { databaseUnreachable } from './unreachable';

/** What services see, whichever driver is underneath (see database.ts). */
export type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations from drizzle/ that the database has not recorded (see migrate.ts). */
  migrate(): Promise<void>;
  /** Where a connection the database ended (a restart, an administrator) is reported. */
  onConnectionLost(listener: (error: Error) => void): void;
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

// Each driver is loaded only when used: PGlite's module alone holds some 35 MB, and a server
// runs on one database or the other.
async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A connection that cannot be made within 5 s fails the request (503, errors.ts) rather
  // than holding it for as long as the network takes to give up.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // A client whose connection ends emits 'error', and an emitter without a listener throws:
  // the process would end. The pool passes on an idle client's; a client lent to a request has
  // a listener of its own while lent (the request's statement fails too, and is answered).
  let connectionLost = (_error: Error) => {};
  const report = (error: Error) => connectionLost(error);
  pool.on('error', report);
  pool.on('acquire', (client) => client.on('error', report));
  pool.on('release', (_error, client) => client.off('error', report));
  const db: NodePgDatabase<typeof schema> = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    onConnectionLost(listener) {
      connectionLost = listener;
    },
    // The first connection is made here: a database that cannot be reached or written says so.
    migrate: () =>
      migrateOneAtATime(pool).catch((error: unknown) => {
        throw postgresStartupError(connectionString, error) ?? error;
      }),
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
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateDatabase(drizzlePg(client, { schema }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks, so
 * PostgreSQL's default of 128 MB is held for good. A player group's data is a few megabytes:
 * 16 MB of buffers hold all of it, and the files are in the OS cache besides. Nothing here
 * touches durability (docs/adr/0093-memory-of-the-embedded-database.md; the measurements are in
 * bench/RESULTS.md#memory-of-the-embedded-database).
 */
function pgliteOptions(defaultStartParams: string[]): PGliteOptions {
  return { startParams: [...defaultStartParams, '-c', 'shared_buffers=16MB'] };
}

/**
 * A new database directory is made by PGlite's initdb, which runs a second PostgreSQL in the
 * same process; its memory (about 450 MB) is not given back while the process lives. Run in a
 * child process instead, it is all returned when the child exits. The child writes to a
 * staging directory that is renamed into place only once complete, so an interrupted first
 * start leaves nothing half made behind.
 */
const INITDB_SCRIPT = `
const [moduleUrl, dir, options] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = await PGlite.create(dir, JSON.parse(options));
await db.close();
`;

async function initdbInChildProcess(dbDir: string, options: PGliteOptions): Promise<void> {
  const empty = !fs.existsSync(dbDir) || fs.readdirSync(dbDir).length === 0;
  // Anything else is left to PGlite, as it always was: an existing database, or files that
  // are not ours to move.
  if (!empty) return;
  const staging = `${dbDir}.initdb`;
  fs.rmSync(staging, { recursive: true, force: true });
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      INITDB_SCRIPT,
      moduleUrl.href,
      staging,
      JSON.stringify(options),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`Creating the embedded database in ${dbDir} failed:\n${stderr.trim()}`);
  }
  // rename() replaces an empty directory in one step.
  fs.renameSync(staging, dbDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const options = pgliteOptions(PGlite.defaultStartParams);
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    prepareDataDir(dataDir);
    try {
      release = acquireLock(path.join(dataDir, 'db.lock')).release;
    } catch (error) {
      throw dataDirError(dataDir, error) ?? error;
    }
    try {
      const dbDir = path.join(dataDir, 'db');
      await initdbInChildProcess(dbDir, options);
      client = await PGlite.create(dbDir, options);
    } catch (error) {
      release();
      throw embeddedDatabaseError(path.join(dataDir, 'db'), error);
    }
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    // In the process itself: it has no connection to lose.
    onConnectionLost() {},
    migrate: async () => {
      await migrateDatabase(db);
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * True when the database answers a query on a real table: a server whose tables are missing
 * or unreadable is not healthy, even if it answers `select 1`. A database that cannot be
 * reached throws, to be answered as every request is then (errors.ts).
 */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db
      .select({ one: sql`1` })
      .from(users)
      .limit(1);
    return true;
  } catch (error) {
    if (databaseUnreachable(error)) throw error;
    return false;
  }
}
