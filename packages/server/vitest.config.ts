import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The files that must pass on the embedded database even when the whole suite runs on
 * PostgreSQL (the production driver): those whose behaviour depends on the driver (the
 * database handle, its lock and start-up, data versions and the kept answers, a crash of the
 * embedded server), the generic fuzz and authorisation walks (every route, on PGlite too),
 * and the few route files whose results must be shown to hold on both. The root config runs only these on PGlite when
 * TEST_DATABASE_URL is set, and every file otherwise. (Each project sets its own include:
 * an include here would be added to it, not replaced.)
 */
export const ALL_FILES = ['src/**/*.test.ts'];

export const PGLITE_FILES = [
  // Depend on the driver.
  'src/db/**/*.test.ts',
  'src/startup.test.ts',
  'src/services/answers/*.test.ts',
  'src/routes/lists-kept.test.ts',
  'src/routes/companies-cache.test.ts',
  'src/routes/battles-crash.test.ts',
  // The wizard's preview against what each driver stores and reads back.
  'src/services/battle/aftermath-preview.property.test.ts',
  'src/routes/health.test.ts',
  // Walk every route.
  'src/api-fuzz.test.ts',
  'src/authorization.test.ts',
  // The files whose results must hold on both databases: a battle applied and corrected, a
  // company's story and its file, writes replayed by their operation id. Every other route is walked on this one by the two above.
  'src/routes/battles.test.ts',
  'src/routes/battles-correction.test.ts',
  'src/routes/company-file.test.ts',
  'src/routes/company-story.test.ts',
  // Writes sent again with their Operation-Id: recorded in the write's transaction on both.
  'src/routes/operation-ids.test.ts',
  // The phone's outbox against the server: what it sends and shows, on both.
  'src/routes/offline-outbox.web.test.ts',
  // A live battle's actions, replays and event stream, across two servers on one database.
  'src/routes/live.test.ts',
  // Whether each player's phone follows it: judged by the database's clock, on both.
  'src/routes/live-presence.test.ts',
  // A War's Aftermath after a live battle: its match side, and its dice in the battle's log.
  'src/routes/live-aftermath.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    pool: 'forks',
    // A worker's files share its modules, and with them the one database the worker starts
    // and empties for each file (test/helpers.ts): a database start costs seconds of CPU.
    // No server test mocks a module, so nothing leaks from one file to the next.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
