import path from 'node:path';
import type { Plugin } from 'vite';
import { PLAYER_FRAME, routeModules } from './routes.ts';

/**
 * A page's scripts in a handful of chunks instead of dozens
 * (docs/adr/0095-a-page-in-a-handful-of-chunks.md). Left to itself the bundler gives every set of
 * lazily loaded parts that shares a module a chunk of its own: a logged-in page loaded 49 scripts,
 * most under 2 kB, and a phone on HTTP/1.1 asks for six at a time, a round trip each. Here:
 * - `app`: everything the entry imports, in one chunk beside it;
 * - `first`: the pages a visitor lands on and what they import beyond the entry, so that such
 *   a page loads two scripts, well within its budget;
 * - `player`: the player frame and the library pages, with what they import beyond the entry:
 *   one page's code is little, and moving between them waits for nothing;
 * - `companies`: the signed-in player's other pages (companies, warriors, battles, the
 *   graveyard, the account), with what they import beyond `player`: a library page does not
 *   wait for their code (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md);
 * - `shared`: what two or more other lazily loaded parts (dialogs, editors) share;
 * - a dialog's own code stays in its own chunk, loaded when it opens
 * (docs/adr/0053-large-dialogs-load-on-demand.md). Groups name pages, and the bundler takes in what
 * they really import (after dropping unused exports): the module graph before that goes through
 * index files that import everything. Which page goes in which group is the `chunk` of its
 * route in src/app/routes.ts.
 */
export function chunkGroups(): Plugin {
  const firstPageModules = new Set<string>();
  const playerModules = new Set<string>();
  const companyModules = new Set<string>();
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
                  { name: 'first', test: (id: string) => firstPageModules.has(id), priority: 3 },
                  { name: 'player', test: (id: string) => playerModules.has(id), priority: 2 },
                  {
                    name: 'companies',
                    test: (id: string) => companyModules.has(id),
                    priority: 1.5,
                  },
                  { name: 'shared', minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      playerModules.add(path.join(config.root, PLAYER_FRAME));
      const groups = { first: firstPageModules, player: playerModules, companies: companyModules };
      for (const route of routeModules(config.root)) {
        if (route.chunk) groups[route.chunk].add(route.module);
      }
    },
  };
}
