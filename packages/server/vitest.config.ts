import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The files that must pass on the embedded database even when the whole suite runs on
 * PostgreSQL (the production driver): those whose behaviour depends on the driver (the
 * database handle, its lock and start-up, data versions and the kept answers, a crash of the
 * embedded server), the generic fuzz and authorisation walks, and one file per route group as
 * a smoke test of the routes on PGlite. The root config runs only these on PGlite when
 * TEST_DATABASE_URL is set, and every file otherwise. (Each project sets its own include:
 * an include here would be added to it, not replaced.)
 */
export const ALL_FILES = ['src/**/*.test.ts'];

export const PGLITE_FILES = [
  // Depend on the driver.
  'src/db/**/*.test.ts',
  'src/startup.test.ts',
  'src/admin-cli.test.ts',
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
  // One per route group.
  'src/routes/adverts.test.ts',
  'src/routes/battles.test.ts',
  'src/routes/battles-correction.test.ts',
  'src/routes/companies.test.ts',
  'src/routes/company-file.test.ts',
  'src/routes/company-story.test.ts',
  'src/routes/company-sharing.test.ts',
  'src/routes/donation-admin.test.ts',
  'src/routes/graveyard.test.ts',
  'src/routes/images.test.ts',
  'src/routes/library.test.ts',
  'src/routes/library-pack.test.ts',
  'src/routes/profiles.test.ts',
  'src/routes/users-account.test.ts',
  'src/routes/warriors.test.ts',
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
