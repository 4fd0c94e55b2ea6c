import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { mantineStyles } from './vite-plugins/mantine-styles.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreload } from './vite-plugins/route-preload.ts';

// The dev server proxies the API so the browser sees one origin, as in production.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** The shared packages' modules only define things: unused ones can be left out of a chunk. */
const SIDE_EFFECT_FREE = /\/packages\/(?:schemas|rules)\/src\//;

export default defineConfig({
  plugins: [
    react(),
    // A page's code in a handful of chunks: each route's `chunk` in src/app/routes.ts.
    chunkGroups(),
    // A signed-in page's banner (for a player who has not donated) follows its content; its
    // list and the player's flags are asked for with the page's reads, so that only the image
    // is left to fetch then (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md).
    routePreload({ playerReads: ['/adverts', '/users/settings'] }),
    mantineStyles(),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    // Maps are written for reading stack traces on the host, but no file links to them and
    // the server never sends them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each page loads, for the size budget check.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // A page that needs one schema of @warband/schemas then loads that schema's module,
      // not every module the package's index re-exports.
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
    },
  },
});
