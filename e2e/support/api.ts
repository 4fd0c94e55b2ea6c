import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestUser } from './users';

/** The player's session through the API, for setting up rows a journey is not about. */
export async function apiSession(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id, token } = (await response.json()) as { id: string; token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    userId: id,
    /** A write that makes something (201), or another that answers `status`. */
    async post(url: string, data: object, status = 201) {
      const reply = await request.post(url, { headers, data });
      expect(reply.status(), await reply.text()).toBe(status);
      return (await reply.json()) as { id: string };
    },
    async put(url: string, data: object) {
      const reply = await request.put(url, { headers, data });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()) as Record<string, unknown>;
    },
    async delete(url: string) {
      const reply = await request.delete(url, { headers });
      expect(reply.status(), await reply.text()).toBe(204);
    },
    async get(url: string) {
      const reply = await request.get(url, { headers });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()) as Record<string, unknown>;
    },
  };
}

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** A Man's characteristics, as a warrior's `baseStats`, with the given ones changed. */
export const manProfile = (stats: Record<string, number> = {}) => ({
  move: 6,
  fight: 3,
  shoot: 4,
  strength: 3,
  defence: 4,
  attacks: 1,
  wounds: 1,
  courage: 3,
  intelligence: 0,
  might: 0,
  will: 0,
  fate: 0,
  ...stats,
});

/** A Rider of Rohan to recruit into a company (`POST /api/warrior/create`), a plain Warrior. */
export const rider = (companyId: string, name: string, fields: Record<string, unknown> = {}) => ({
  companyId,
  name,
  rank: 'Warrior',
  race: 'Rohan',
  basePoints: 8,
  baseStats: manProfile(),
  ...fields,
});
