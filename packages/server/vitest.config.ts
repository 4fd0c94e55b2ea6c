import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each test file gets its own database (test/helpers.ts), so files run in parallel; two
// workers (set at the root) suit a two-core machine; each PGlite start takes seconds of CPU.
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
