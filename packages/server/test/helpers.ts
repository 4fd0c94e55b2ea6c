import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/**
 * Test support for the API suite. Every test file gets a database of its own:
 * - TEST_DB_DRIVER=pglite (the default): an in-memory PGlite with the migrations applied;
 * - TEST_DB_DRIVER=postgres: a new database wl_test_<random> on the server TEST_DATABASE_URL
 *   names, migrated, and dropped when the file is done.
 */

export interface TestDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The database's URL, for the postgres driver. */
  url?: string;
  close(): Promise<void>;
}

const POSTGRES_HELP =
  'TEST_DB_DRIVER=postgres needs a running PostgreSQL named by TEST_DATABASE_URL ' +
  '(for example postgres://postgres@127.0.0.1:5432/postgres). Start PostgreSQL, or unset ' +
  'TEST_DB_DRIVER and TEST_DATABASE_URL to test on the embedded database.';

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    if (migrated) await handle.migrate();
    return { db: handle.db, driver: 'pglite', close: () => handle.close() };
  }
  if (driver !== 'postgres')
    throw new Error(`Unknown TEST_DB_DRIVER '${driver}': use pglite or postgres.`);
  return createPostgresTestDatabase(process.env.TEST_DATABASE_URL, migrated);
}

async function createPostgresTestDatabase(
  serverUrl: string | undefined,
  migrated: boolean,
): Promise<TestDatabase> {
  if (!serverUrl) throw new Error(POSTGRES_HELP);
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`${POSTGRES_HELP}\n(${(error as Error).message})`);
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrated) await handle.migrate();
  return {
    db: handle.db,
    driver: 'postgres',
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
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
