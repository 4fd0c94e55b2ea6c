import type { FastifyInstance } from 'fastify';
import type { LibraryKind } from '@warband/schemas';
import type { TestUser } from './helpers';

/**
 * A valid new entry for each library, as POST /api/{kind}/create takes it. Typed by the
 * registry of libraries, so a new library cannot be added without one.
 */
export const LIBRARY_SAMPLES: Record<LibraryKind, Record<string, unknown>> = {
  wargear: {
    name: 'Elven blade',
    pointsLow: 5,
    pointsHigh: 5,
    mount: 0,
    specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
  },
  rule: { name: 'Terror', description: 'Foes must take a Courage test' },
  spell: { name: 'Immobilise', baseCastingValue: 3 },
  heroicAction: { name: 'Heroic Strike' },
};

/** Creates one entry in each of the player's libraries; answers their ids by API path. */
export async function seedLibraries(app: FastifyInstance, user: TestUser) {
  const ids: Record<string, string> = {};
  for (const [kind, payload] of Object.entries(LIBRARY_SAMPLES)) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${kind}/create`,
      headers: user.headers,
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`creating a ${kind}: ${response.body}`);
    ids[`/api/${kind}`] = response.json<{ id: string }>().id;
  }
  return ids;
}
