import { defineConfig } from 'vitest/config';
import { DOM_TESTS } from './vitest.config.ts';

// The web app's tests of plain logic, which touch no DOM: no jsdom to set up for them.
export default defineConfig({
  test: {
    name: 'web-node',
    include: ['src/**/*.test.ts'],
    exclude: DOM_TESTS,
    environment: 'node',
  },
});
