import { defineConfig } from 'vitest/config';

// The API suite runs on the embedded database, and once more on a real PostgreSQL when
// TEST_DATABASE_URL names one (CI always does).
const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: './packages/server/vitest.config.ts',
  test: { name, env: { TEST_DB_DRIVER: driver } },
});

export default defineConfig({
  test: {
    // Two cores: two test workers, whatever the project.
    maxWorkers: 2,
    projects: [
      'packages/rules',
      'packages/schemas',
      'packages/web',
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
    // Coverage is reported for the game rules, which must stay fully tested.
    coverage: {
      provider: 'v8',
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['packages/rules/src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
