import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each test file gets its own database (test/helpers.ts), so files run in parallel; two
// workers suit a two-core machine, and each PGlite start takes a few seconds of CPU.
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
