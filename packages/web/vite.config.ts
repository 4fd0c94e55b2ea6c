import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { WIDE_BANNER_QUERY } from './src/components/adverts/top-banner.ts';
import { appIcons, MANIFEST_ICONS } from './vite-plugins/app-icons.ts';
import { buildVersion } from './vite-plugins/build-version.ts';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { mantineStyles } from './vite-plugins/mantine-styles.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreload } from './vite-plugins/route-preload.ts';

// The dev server proxies the API so the browser sees one origin, as in production.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

const LINGUI_CONFIG = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/** The shared packages' modules only define things: unused ones can be left out of a chunk. */
const SIDE_EFFECT_FREE = /\/packages\/(?:schemas|rules)\/src\//;

/** The footer's and the update prompt's version, the same in the page and the worker. */
const versionDefine = {
  __APP_VERSION__: JSON.stringify(buildVersion(fileURLToPath(new URL('.', import.meta.url)))),
};

/** The browser bar and the installed app's title bar: the favicon's and the brand's red. */
const THEME_COLOUR = '#7a1f1f';

export default defineConfig({
  plugins: [
    react(),
    // Each language's catalog (src/locales/*.po) compiled into a chunk of its own; a message
    // missing from one fails the build (docs/adr/new-translations-through-lingui-catalogs.md).
    lingui({ configPath: LINGUI_CONFIG, failOnMissing: true }),
    // A page's code in a handful of chunks: each route's `chunk` in src/app/routes.ts.
    chunkGroups(),
    // A signed-in page's banner (for a player who has not donated): its list and the player's
    // flags are asked for with the page's reads
    // (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md), and the banner above
    // the page is picked from that list as it arrives and its picture fetched, so that it shows
    // with the page (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md).
    routePreload({
      playerReads: ['/adverts', '/users/settings'],
      banner: { read: '/adverts', wideQuery: WIDE_BANNER_QUERY },
    }),
    mantineStyles(),
    appIcons(),
    // The installable app and its service worker (docs/adr/0154-app-shell.md). The worker is
    // our own source (injectManifest) and registers itself from a chunk loaded after the page
    // (src/app/app-update/), so nothing is injected into index.html but the manifest's link.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Warband Ledger',
        short_name: 'Warbands',
        description: 'Keep your Battle Companies, track battles and resolve the aftermath.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: MANIFEST_ICONS,
      },
      injectManifest: {
        // Every page's code and styles, the icons and any font: the whole app, for offline.
        // The compressed copies, source maps and Vite's manifest are not files a page asks for.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz', '**/*.map', '.vite/**', 'sw.js'],
        // Hashed names under assets/ change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        buildPlugins: {
          vite: [{ name: 'warband:sw-version', config: () => ({ define: versionDefine }) }],
        },
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  define: versionDefine,
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
