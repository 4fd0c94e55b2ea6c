import { expect } from 'vitest';
import type { TestApp, TestUser } from './helpers';

/** An entry of each library as a player fills it in, for the library route tests. */
export const SAMPLES = {
  wargear: {
    name: 'Elven blade',
    description: 'Light and keen',
    pointsLow: 5,
    pointsHigh: 10,
    mount: 0,
    adjustmentStat: 'fight',
    adjustmentValue: 1,
    specialRules: [{ name: 'Parry', description: 'Re-roll a duel die' }],
    specialAttacks: [{ name: 'Feint', description: '' }],
  },
  rule: { name: 'Woodland Creature', description: 'Moves freely through woods' },
  spell: { name: 'Blinding Light', description: 'Lights up the area', baseCastingValue: 3 },
  heroicAction: { name: 'Heroic Strike', description: 'Adds D6 to Fight' },
} as const;

export type Kind = keyof typeof SAMPLES;
export const KINDS = Object.keys(SAMPLES) as Kind[];

/** The four libraries' routes, on the file's app (read when called, once it is built). */
export function libraryApi(t: TestApp) {
  function api(headers: Record<string, string> = {}) {
    return {
      list: (kind: Kind) => t.app.inject({ method: 'GET', url: `/api/${kind}`, headers }),
      create: (kind: Kind, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/${kind}/create`, headers, payload }),
      update: (kind: Kind, id: string, payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/${kind}/${id}`, headers, payload }),
      remove: (kind: Kind, id: string) =>
        t.app.inject({ method: 'DELETE', url: `/api/${kind}/${id}`, headers }),
    };
  }
  async function create(user: TestUser, kind: Kind, overrides: object = {}) {
    const response = await api(user.headers).create(kind, { ...SAMPLES[kind], ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; name: string; createdAt: string; updatedAt: string }>();
  }
  return { api, create };
}
