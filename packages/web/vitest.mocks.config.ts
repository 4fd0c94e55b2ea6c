import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { browserTest, MOCKING_TESTS } from './vitest.config.ts';

// The component tests that replace a module: each file gets modules of its own.
export default defineConfig({
  plugins: [react()],
  test: { ...browserTest, name: 'web-mocks', include: MOCKING_TESTS },
});
