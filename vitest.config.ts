import { defineConfig } from 'vitest/config';

// The API suite runs on the embedded database, and once more on a real PostgreSQL when
// TEST_DATABASE_URL names one (CI always does).
const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  extends: './packages/server/vitest.config.ts',
  test: { name, env: { TEST_DB_DRIVER: driver } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/rules',
      'packages/schemas',
      'packages/web',
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
