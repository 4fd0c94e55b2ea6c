import type { TestApp, TestUser } from './helpers';

/** Library files and the import and export routes, for the tests of library packs. */

type Headers = Record<string, string>;
export const PACK_HEADER = { format: 'warband-ledger-library', version: 1 };

export const item = (name: string, extra: object = {}) => ({
  name,
  pointsLow: 1,
  pointsHigh: 2,
  mount: 0,
  ...extra,
});
export const mount = (name: string) => ({
  name,
  pointsLow: 10,
  pointsHigh: 10,
  mount: 1,
  move: 10,
});

/** A library file as the app made it before profiles: no `profiles` key at all. */
export function pack(contents: object = {}) {
  return { ...PACK_HEADER, wargear: [], rules: [], spells: [], heroicActions: [], ...contents };
}

/** An import's counts per library, in the pack's order. */
export const counts = (
  wargear: number,
  rules: number,
  spells: number,
  heroicActions: number,
  profiles = 0,
) => ({ wargear, rules, spells, heroicActions, profiles });

/** The routes as one player, on the file's app (read when called, once it is built). */
export function packApi(t: TestApp) {
  const importPack = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/library/import', headers, payload });
  const exportPack = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/library/export', headers });
  async function names(user: TestUser, kind: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${kind}`,
      headers: user.headers,
    });
    return response.json().map((entry: { name: string }) => entry.name) as string[];
  }
  async function libraryCounts(user: TestUser) {
    const found: Record<string, number> = {};
    for (const kind of ['wargear', 'rule', 'spell', 'heroicAction'])
      found[kind] = (await names(user, kind)).length;
    return found;
  }
  return { importPack, exportPack, names, libraryCounts };
}
