import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { browserTest, MOCKING_TESTS } from './vitest.config.ts';

// The component tests that replace a module: each file gets modules of its own.
export default defineConfig({
  // Catalogs (.po) import as the build compiles them.
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
  test: { ...browserTest, name: 'web-mocks', include: MOCKING_TESTS },
});
