import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The plain .ts tests that need a browser's globals (storage, window); every other .ts test
 * runs in the quicker node environment (vitest.node.config.ts).
 */
export const DOM_TESTS = [
  'src/api/images.test.ts',
  'src/api/prefetched.test.ts',
  'src/api/profiles.test.ts',
  'src/api/session-store.test.ts',
  'src/features/battle/battle-storage.test.ts',
];

/**
 * The component tests share their modules within a worker (isolate: false): importing React,
 * Mantine and the app anew for every file cost more than the tests themselves. A file that
 * replaces a module (vi.mock) cannot share, since the real module may already be loaded, so
 * those run in the isolated project (vitest.mocks.config.ts), found here by reading them.
 */
export const MOCKING_TESTS = fs
  .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));

export const browserTest = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test-setup.ts'],
  // Rendering a whole page in jsdom takes a few seconds on a loaded two-core machine.
  testTimeout: 15_000,
};

export default defineConfig({
  // Catalogs (.po) import as the build compiles them.
  plugins: [react(), lingui({ configPath: path.join(root, '../../lingui.config.ts') })],
  test: {
    ...browserTest,
    name: 'web',
    include: ['src/**/*.test.tsx', ...DOM_TESTS],
    exclude: MOCKING_TESTS,
    isolate: false,
  },
});
