import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { databaseUrl, onPostgresServer, POSTGRES_HELP } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: the migrated database every test file's database is copied from. */
    templateDatabase: string;
  }
}

/**
 * On PostgreSQL the migrations run once, into a template database; each test file then gets
 * a copy (CREATE DATABASE … TEMPLATE), which takes a fraction of a second. The embedded
 * database needs nothing here: each worker migrates its own (test/helpers.ts).
 */
export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this setup: read it from the config.
  if (project.config.env.TEST_DB_DRIVER !== 'postgres') return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(POSTGRES_HELP);
  const name = `wl_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const template = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await template.migrate();
  } finally {
    // A template may have no open connection while it is copied.
    await template.close();
  }
  project.provide('templateDatabase', name);
  return () =>
    onPostgresServer(serverUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
}
