import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Profile } from '@warband/schemas';
import type { TestUser } from './helpers';

/**
 * A Rider of Rohan template: 6" 3/4+ 3 5 1 1 C3 I3, 8 points, offered to Rohan only, with
 * a shield (+1 Defence, 2 points low) and a horse (10 points) granting a rule.
 */
export function riderProfile(extra: Record<string, unknown> = {}) {
  return {
    name: 'Rider of Rohan',
    race: ['Rohan'],
    rank: 'Warrior',
    baseClass: 'Rider',
    basePoints: 8,
    baseStats: {
      move: 6,
      fight: 3,
      shoot: 4,
      strength: 3,
      defence: 5,
      attacks: 1,
      wounds: 1,
      courage: 3,
      intelligence: 3,
    },
    modifyStats: { fight: 1 },
    wargear: [
      {
        id: 'new-shield',
        new: true,
        name: 'Shield',
        pointsLow: 2,
        pointsHigh: 3,
        mount: 0,
        adjustmentStat: 'defence',
        adjustmentValue: 1,
      },
      { id: 'new-horse', new: true, name: 'Horse', pointsLow: 10, pointsHigh: 10, mount: 1 },
    ],
    specialRules: [{ id: 'new-rule', new: true, name: 'Expert Rider', wargearId: 'new-horse' }],
    ...extra,
  };
}

export function profilesApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: () => call('GET', '/api/profile'),
    create: (payload: object) => call('POST', '/api/profile/create', payload),
    update: (id: string, payload: object) => call('PUT', `/api/profile/${id}`, payload),
    remove: (id: string) => call('DELETE', `/api/profile/${id}`),
  };
}

export async function createProfile(
  app: FastifyInstance,
  user: TestUser,
  payload: Record<string, unknown> = riderProfile(),
) {
  const response = await profilesApi(app, user).create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Profile>();
}
