import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@warband/schemas';
import { profiles } from '../db/schema';
import { UNKNOWN_ID } from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { createProfile, profilesApi, riderProfile } from '../../test/profiles';
import { snapshotTables } from '../../test/table-snapshot';

const t = useTestApp();

async function useNewRuleset(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers,
    payload: { newRuleset: true },
  });
  expect(response.statusCode).toBe(200);
}

async function player() {
  const user = await registerUser(t.app);
  return { user, api: profilesApi(t.app, user) };
}

describe('POST /api/profile/create', () => {
  it('creates the profile with its lists and answers its totals', async () => {
    const { user } = await player();
    const profile = await createProfile(t.app, user);
    expect(profile).toMatchObject({
      name: 'Rider of Rohan',
      race: ['Rohan'],
      rank: 'Warrior',
      baseClass: 'Rider',
      basePoints: 8,
      // 8 base points, the shield's 2 and the horse's 10, each at its low price.
      totalPoints: 20,
    });
    expect(profile.id).toMatch(/^[0-9a-f-]{36}$/);
    // Fight 3 + 1; Defence 5 + the shield's 1.
    expect(profile.totalStats).toMatchObject({ fight: 4, defence: 6, shoot: 4, move: 6 });
    expect(profile.wargear.map((item) => [item.name, item.type])).toEqual([
      ['Shield', 'base'],
      ['Horse', 'base'],
    ]);
    expect(profile.wargear.every((item) => item.warriorId === profile.id)).toBe(true);
    const [horse] = profile.wargear.filter((item) => item.name === 'Horse');
    expect(profile.specialRules).toEqual([
      expect.objectContaining({ name: 'Expert Rider', type: 'base', wargearId: horse!.id }),
    ]);
  });

  it('takes an empty race list as any race, and fills what may be left out', async () => {
    const { api } = await player();
    const response = await api.create({ name: 'Wanderer', rank: 'Wanderer', baseClass: 'Ranger' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Profile>()).toMatchObject({
      race: [],
      basePoints: 0,
      totalPoints: 0,
      wargear: [],
      specialRules: [],
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, { name: 'Please enter a name' }],
    ['no base class', { baseClass: '' }, { baseClass: 'Please enter a base class' }],
    ['an unknown rank', { rank: 'King' }, { rank: 'Please select a rank' }],
    ['an unknown race', { race: ['Gondor'] }, { 'race.0': 'Please select a race from the list' }],
    ['a race twice', { race: ['Rohan', 'Rohan'] }, { race: 'Each race only once' }],
    ['points past 1000', { basePoints: 1001 }, { basePoints: 'Must be at most 1000' }],
    [
      'Fate above 3 in all',
      { baseStats: { fate: 2 }, modifyStats: { fate: 2 } },
      { 'modifyStats.fate': 'Fate can be at most 3' },
    ],
    [
      'one id twice in a list',
      {
        specialRules: [
          { id: 'same', new: true, name: 'One' },
          { id: 'same', new: true, name: 'Two' },
        ],
      },
      { 'specialRules.1.id': 'This id is used twice' },
    ],
    [
      'an item with 4 special rules',
      {
        wargear: [
          {
            id: 'n',
            new: true,
            name: 'Banner',
            pointsLow: 1,
            pointsHigh: 1,
            mount: 0,
            specialRules: ['a', 'b', 'c', 'd'].map((name) => ({ name })),
          },
        ],
        specialRules: [],
      },
      { 'wargear.0.specialRules': 'At most 3 special rules' },
    ],
  ])('refuses %s with 400 on the field and writes nothing', async (_label, change, fields) => {
    const { api, user } = await player();
    const response = await api.create(riderProfile(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
  });

  it('refuses a rule granted by an item the profile does not have', async () => {
    const { api } = await player();
    const response = await api.create(
      riderProfile({ specialRules: [{ id: 'r', new: true, name: 'Lance', wargearId: 'nope' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'specialRules.0.wargearId': 'This item is not on this profile',
    });
  });

  it('refuses an entry that is not new, since nothing is stored yet', async () => {
    const { api } = await player();
    const response = await api.create(
      riderProfile({ specialRules: [{ id: UNKNOWN_ID, name: 'Lance' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'specialRules.0.id': 'This entry is not on this profile',
    });
  });

  it('refuses an Intelligence adjustment under the old ruleset, and takes it under the new', async () => {
    const { user, api } = await player();
    const helm = { id: 'n', new: true, name: 'Helm', pointsLow: 1, pointsHigh: 1, mount: 0 };
    const payload = riderProfile({
      wargear: [{ ...helm, adjustmentStat: 'intelligence', adjustmentValue: 1 }],
      specialRules: [],
    });
    const refused = await api.create(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'wargear.0.adjustmentStat': 'Intelligence is only available with the new ruleset',
    });
    await useNewRuleset(user.headers);
    const created = await api.create(payload);
    expect(created.statusCode).toBe(201);
    // Intelligence 3, improved by 1: lower is better under the new ruleset.
    expect(created.json<Profile>().totalStats.intelligence).toBe(2);
  });

  it('answers 401 without a token', async () => {
    expect((await profilesApi(t.app).create(riderProfile())).statusCode).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it("lists the caller's own profiles by name, with their totals in the caller's ruleset", async () => {
    const { user, api } = await player();
    const other = await player();
    await createProfile(t.app, user, riderProfile({ name: 'warden' }));
    await createProfile(t.app, user, riderProfile({ name: 'Archer', modifyStats: { courage: 1 } }));
    await createProfile(t.app, other.user, riderProfile({ name: 'Not mine' }));
    const response = await api.list();
    expect(response.statusCode).toBe(200);
    const list = response.json<Profile[]>();
    expect(list.map((profile) => profile.name)).toEqual(['Archer', 'warden']);
    // The old ruleset adds the Courage modifier; the new one takes it away (lower is better).
    expect(list[0]!.totalStats.courage).toBe(4);
    await useNewRuleset(user.headers);
    expect((await api.list()).json<Profile[]>()[0]!.totalStats.courage).toBe(2);
  });

  it('answers an empty list for a new player', async () => {
    const { api } = await player();
    expect((await api.list()).json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await profilesApi(t.app).list()).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/:id', () => {
  it('deletes the profile with its wargear and rules, and answers 204', async () => {
    const { user, api } = await player();
    const profile = await createProfile(t.app, user);
    const before = await snapshotTables(t.db);
    expect(before.profile_wargear).not.toMatch(/^0 rows/);
    const response = await api.remove(profile.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await snapshotTables(t.db);
    const rows = (table: string, snapshot: Record<string, string>) =>
      Number(snapshot[table]!.split(' ')[0]);
    expect(rows('profiles', before) - rows('profiles', after)).toBe(1);
    expect(rows('profile_wargear', before) - rows('profile_wargear', after)).toBe(2);
    expect(rows('profile_rules', before) - rows('profile_rules', after)).toBe(1);
    expect((await api.list()).json()).toEqual([]);
  });

  it("answers 404 for another player's profile, an unknown id or a malformed one, and deletes nothing", async () => {
    const owner = await player();
    const profile = await createProfile(t.app, owner.user);
    const { api } = await player();
    const before = await snapshotTables(t.db);
    for (const id of [profile.id, UNKNOWN_ID, 'not-a-uuid']) {
      expect((await api.remove(id)).statusCode, id).toBe(404);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await profilesApi(t.app).remove(UNKNOWN_ID)).statusCode).toBe(401);
  });
});
