import { describe, expect, it, afterEach, vi } from 'vitest';
import { apiError, mockApi, PLAYER } from '../app/test-utils';
import { storedProfile } from '../app/test-stored-entities';
import { ApiRequestError } from './client';
import {
  createProfile,
  deleteProfile,
  listProfiles,
  profileQueries,
  updateProfile,
} from './profiles';
import { sessionStore } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const input = {
  name: 'Rider',
  race: ['Rohan' as const],
  rank: 'Warrior' as const,
  baseClass: 'Rider of Rohan',
  basePoints: 9,
  baseStats: storedProfile('x').baseStats,
  modifyStats: storedProfile('x').modifyStats,
  wargear: [],
  specialRules: [],
};

describe('the profiles API client', () => {
  it('reads, creates, updates and deletes with the player’s token', async () => {
    sessionStore.set(PLAYER);
    const rider = storedProfile('rider', { name: 'Rider' });
    const { calls } = mockApi({
      'GET /profile': { body: [rider] },
      'POST /profile/create': { status: 201, body: rider },
      'PUT /profile/rider': { body: rider },
      'DELETE /profile/rider': { status: 204 },
    });
    expect(await listProfiles()).toEqual([rider]);
    expect(await createProfile(input)).toEqual(rider);
    expect(await updateProfile('rider', input)).toEqual(rider);
    await deleteProfile('rider');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /profile',
      'POST /profile/create',
      'PUT /profile/rider',
      'DELETE /profile/rider',
    ]);
    expect(calls[1]?.body).toEqual(input);
    expect(calls.every((call) => call.authorization === `Bearer ${PLAYER.token}`)).toBe(true);
  });

  it('refuses a reply that is not a profile', async () => {
    mockApi({ 'GET /profile': { body: [{ id: 'p', name: 'No stats' }] } });
    await expect(listProfiles()).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it("passes the server's field errors on", async () => {
    mockApi({
      'POST /profile/create': apiError(400, 'Invalid input', {
        baseClass: 'Please enter a base class',
      }),
    });
    const error = await createProfile(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fields).toEqual({ baseClass: 'Please enter a base class' });
  });

  it('keys every query under profiles', () => {
    expect(profileQueries.list().queryKey).toEqual(['profiles', 'list']);
    expect(profileQueries.list().queryKey.slice(0, 1)).toEqual(profileQueries.all());
  });
});
