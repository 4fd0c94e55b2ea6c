import { defineConfig } from 'vitest/config';
import { ALL_FILES, PGLITE_FILES } from './packages/server/vitest.config.ts';

// The API suite runs whole on one database: PostgreSQL, the production driver, when
// TEST_DATABASE_URL names one (CI always does), and then again on the embedded database for
// the files that depend on the driver (PGLITE_FILES); the embedded database alone otherwise.
const serverProject = (name: string, driver: 'pglite' | 'postgres', include: string[]) => ({
  extends: './packages/server/vitest.config.ts',
  test: { name, env: { TEST_DB_DRIVER: driver }, include },
});

export default defineConfig({
  test: {
    // Two cores: two test workers, whatever the project (a third was slower).
    maxWorkers: 2,
    projects: [
      'packages/rules',
      'packages/schemas',
      'packages/web/vitest.config.ts',
      'packages/web/vitest.node.config.ts',
      'packages/web/vitest.mocks.config.ts',
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server-pg', 'postgres', ALL_FILES),
            serverProject('server', 'pglite', PGLITE_FILES),
          ]
        : [serverProject('server', 'pglite', ALL_FILES)]),
    ],
    // Coverage is read for the game rules only, which must stay fully tested; `npm test`
    // collects it in a run of the rules project alone (scripts/test.mjs).
    coverage: {
      provider: 'v8',
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['packages/rules/src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
