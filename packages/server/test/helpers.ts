import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { databaseUrl, onPostgresServer, pgliteClient, POSTGRES_HELP } from './postgres-server';

/**
 * Test support for the API suite. Every test file gets a database of its own, without paying
 * for a new one each time:
 * - TEST_DB_DRIVER=pglite (the default): each test worker starts one in-memory PGlite and
 *   migrates it once; a file's database is that one, emptied of every row when the file
 *   takes it (files run one at a time in a worker, so no file sees another's rows).
 * - TEST_DB_DRIVER=postgres: a new database wl_test_<random> on the server TEST_DATABASE_URL
 *   names, copied from the template the suite migrated once (test/global-setup.ts), and
 *   dropped when the file is done.
 */

export interface TestDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The database's URL, for the postgres driver. */
  url?: string;
  close(): Promise<void>;
}

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'pglite') return migrated ? emptiedWorkerDatabase() : unmigratedPglite();
  if (driver !== 'postgres')
    throw new Error(`Unknown TEST_DB_DRIVER '${driver}': use pglite or postgres.`);
  const template = migrated ? inject('templateDatabase') : undefined;
  if (migrated && !template)
    throw new Error('The migrated template is made by test/global-setup.ts.');
  return createPostgresDatabase(requirePostgresUrl(), template);
}

interface WorkerPglite {
  handle: DatabaseHandle;
  /** The data directory as initdb left it, before any migration: a quick second start. */
  unmigrated: File | Blob;
  tables: string;
}

/**
 * The worker's one PGlite, kept on globalThis: the server project shares modules between the
 * files of a worker (isolate: false), and the global keeps that true whatever Vitest reloads.
 */
const worker = globalThis as { warbandTestPglite?: Promise<WorkerPglite> };

async function startWorkerPglite(): Promise<WorkerPglite> {
  const handle = await openDatabase({});
  const client = pgliteClient(handle);
  const unmigrated = await client.dumpDataDir('none');
  await handle.migrate();
  const { rows } = await client.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  return { handle, unmigrated, tables: rows.map((row) => row.name).join(', ') };
}

async function emptiedWorkerDatabase(): Promise<TestDatabase> {
  worker.warbandTestPglite ??= startWorkerPglite();
  const { handle, tables } = await worker.warbandTestPglite;
  await pgliteClient(handle).exec(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  // Shared by the worker's files: the next file empties it, and the process's end closes it.
  return { db: handle.db, driver: 'pglite', close: async () => {} };
}

/** A PGlite of its own, as initdb made it: started from the worker's copy, not made anew. */
async function unmigratedPglite(): Promise<TestDatabase> {
  worker.warbandTestPglite ??= startWorkerPglite();
  const { unmigrated } = await worker.warbandTestPglite;
  const client = await PGlite.create({ loadDataDir: unmigrated });
  return { db: drizzle(client, { schema }), driver: 'pglite', close: () => client.close() };
}

function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(POSTGRES_HELP);
  return url;
}

async function createPostgresDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<TestDatabase> {
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    db: handle.db,
    driver: 'postgres',
    url,
    async close() {
      await handle.close();
      await onPostgresServer(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** A temporary directory removed by the returned function. */
export function makeTempDir(prefix = 'wl-test-'): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A config for tests: quiet logs, its own DATA_DIR (for the mail outbox), no built web app,
 * rate limits out of the way, and the cheap password hashing that only tests can select.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://ledger.test',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_LOGIN_FAILURES: '100000',
      ...env,
    }),
    passwordHashCost: 'test',
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  driver: 'pglite' | 'postgres';
  /** The database's URL, for the postgres driver. */
  url?: string;
}

/**
 * Builds the app on a fresh database before the file's tests and tears both down after.
 * The returned object is filled in by beforeAll, so read its fields inside tests only.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const context = {} as TestApp;
  let database: TestDatabase | undefined;
  let temp: { dir: string; remove: () => void } | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    temp = makeTempDir();
    context.db = database.db;
    context.driver = database.driver;
    context.url = database.url;
    context.config = testConfig(temp.dir, env);
    context.app = await buildApp({ config: context.config, db: database.db });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await database?.close();
    temp?.remove();
  });
  return context;
}

/** Another app on an existing database, for settings that differ within one file. */
export async function buildTestApp(
  db: Database,
  dataDir: string,
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'config' | 'db'> = {},
) {
  const app = await buildApp({ config: testConfig(dataDir, env), db, ...options });
  await app.ready();
  return app;
}

/**
 * A second server on the file's database, as another process would be: with a connection
 * pool of its own on PostgreSQL (an in-memory PGlite has only the one handle to share). Opened
 * before the file's tests, closed after them.
 */
export function useSecondServer(t: TestApp): { readonly app: FastifyInstance } {
  const temp = makeTempDir();
  let second: { app: FastifyInstance; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const handle = t.url ? await openDatabase({ databaseUrl: t.url }) : undefined;
    const app = await buildTestApp(handle?.db ?? t.db, temp.dir);
    second = {
      app,
      async close() {
        await app.close();
        await handle?.close();
      },
    };
  });
  afterAll(async () => {
    await second?.close();
    temp.remove();
  });
  return {
    get app() {
      if (!second) throw new Error('The second server starts before the tests.');
      return second.app;
    },
  };
}

/** A log destination that keeps the lines, for tests of what is (not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

let userCounter = 0;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export function uniqueEmail(label = 'player'): string {
  userCounter += 1;
  return `${label}.${userCounter}.${randomBytes(3).toString('hex')}@example.test`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Registers a player through the API and logs them in. */
export async function registerUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const name = options.name ?? 'Test Player';
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name, email, confirmEmail: email, password, confirmPassword: password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return { ...(await login(app, email, password)), name, email, password };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<{ id: string; token: string }>();
  return { id: body.id, token: body.token, headers: bearer(body.token) };
}
