import path from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkGroup } from '../src/app/routes.ts';
import { PLAYER_FRAME, routeModules } from './routes.ts';

/**
 * The device store's library and the modules that open the store with it; not what they import
 * beside (the texts of the writes kept, with the player frame: `SHARED_WITH_THE_STORE`).
 */
const DEVICE_STORE =
  /[\\/]node_modules[\\/]dexie[\\/]|[\\/]api[\\/]offline[\\/](?:device-db|kept-write-upgrade)\.ts$/;

/** What the device store and the writes' definitions both import: with the player frame. */
const SHARED_WITH_THE_STORE = [path.join('src', 'api', 'offline', 'write-texts.ts')];

/** zod, and the shared fields and account schemas every signed-in page checks replies with. */
const ZOD =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]schemas[\\/]src[\\/](?:common|users|donations)\.ts$|[\\/]api[\\/]account-schemas\.ts$/;

/**
 * The outbox and its sync (the header's indicator, the replays, the conflict dialog): loaded
 * once a page's content is in, or when a write is made. Not what pages read of it (the state
 * the header and the company page show, `SYNC_STATE`), nor battle mode's store, which pages
 * import.
 */
const SYNC =
  /[\\/]src[\\/](?:components[\\/]sync|api[\\/]offline)[\\/](?!sync-store|useSyncState|texts|battle-store|outbox-presence)[^\\/]+$/;

/** What pages read of the sync's state: with the player frame, beside the header's indicator. */
const SYNC_STATE = ['sync-store.ts', 'useSyncState.ts', 'texts.ts'].map((file) =>
  path.join('src', 'components', 'sync', file),
);

/**
 * The companies' API module, with the schemas of its replies, and battle mode's store on the
 * device: what the company pages, the header's indicator, the side navigation and the adverts'
 * question of a first company read, in one chunk of its own. The other API modules go with
 * the pages that read them.
 */
const API = /[\\/]src[\\/]api[\\/](?:companies|offline[\\/]battle-store)\.ts$/;

/**
 * The definitions of the writes a player can make offline, with the previews they lay over a
 * company: what the outbox's sync replays, and what the live battle shows waiting.
 */
const WRITES = /[\\/]src[\\/]api[\\/]offline[\\/](?:writes|write-texts|write-timeout)\.ts$/;

/**
 * A page's scripts in a handful of chunks instead of dozens
 * (docs/adr/0095-a-page-in-a-handful-of-chunks.md). Left to itself the bundler gives every set of
 * lazily loaded parts that shares a module a chunk of its own: a logged-in page loaded 49 scripts,
 * most under 2 kB, and a phone on HTTP/1.1 asks for six at a time, a round trip each. Here:
 * - `app`: everything the entry imports, in one chunk beside it;
 * - `device`: the device store's library (Dexie) and the module that opens the store, loaded
 *   when the store is first read or written, never before a page's first paint: a page that
 *   imports the store's code statically still gets the library on demand
 *   (docs/adr/new-the-device-store-comes-after-the-first-paint.md);
 * - `zod`: zod and the schemas the app itself checks replies with (the account's, the banner
 *   list's), which every signed-in page and the login forms load, each schema of a page going
 *   with the page: a page builds only the schemas it reads
 *   (docs/adr/new-a-player-page-loads-its-own-code-before-its-first-paint.md);
 * - `first`: the pages a visitor lands on and what they import beyond the entry, so that such
 *   a page loads two scripts, well within its budget;
 * - `player`: the player frame and the library pages, with what they import beyond the entry:
 *   one page's code is little, and moving between them waits for nothing;
 * - `companies`: the pages of the player's companies, profiles, graveyard and account, with
 *   what they import beyond `player`: a library page does not wait for their code
 *   (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md);
 * - `campaigns` and `battle`: campaigns, matches and live battles; battle mode and corrections,
 *   each with what it imports beyond `companies`, so that a company's page loads neither;
 * - `shared`: what two or more other lazily loaded parts (dialogs, editors) share;
 * - a dialog's own code stays in its own chunk, loaded when it opens
 * (docs/adr/0053-large-dialogs-load-on-demand.md). Groups name pages, and the bundler takes in what
 * they really import (after dropping unused exports): the module graph before that goes through
 * index files that import everything. Which page goes in which group is the `chunk` of its
 * route in src/app/routes.ts.
 */
export function chunkGroups(): Plugin {
  const modules: Record<ChunkGroup, Set<string>> = {
    first: new Set(),
    player: new Set(),
    companies: new Set(),
    campaigns: new Set(),
    battle: new Set(),
  };
  const group = (name: ChunkGroup, priority: number) => ({
    name,
    test: (id: string) => modules[name].has(id),
    priority,
  });
  return {
    name: 'warband:chunk-groups',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'app', tags: ['$initial'], priority: 4 },
                  {
                    name: 'device',
                    test: DEVICE_STORE,
                    priority: 3.6,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'zod', test: ZOD, priority: 3.5 },
                  group('first', 3),
                  group('player', 2),
                  { name: 'api', test: API, priority: 1.9 },
                  { name: 'writes', test: WRITES, priority: 1.85 },
                  { name: 'sync', test: SYNC, priority: 1.8 },
                  group('companies', 1.5),
                  group('campaigns', 1.4),
                  group('battle', 1.3),
                  { name: 'shared', minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      modules.player.add(path.join(config.root, PLAYER_FRAME));
      for (const file of [...SYNC_STATE, ...SHARED_WITH_THE_STORE])
        modules.player.add(path.join(config.root, file));
      for (const route of routeModules(config.root)) {
        if (route.chunk) modules[route.chunk].add(route.module);
      }
    },
  };
}
