import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@warband/schemas';
import { profileRules, profileWargear } from '../db/schema';
import { UNKNOWN_ID } from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { createProfile, profilesApi, riderProfile } from '../../test/profiles';
import { snapshotTables } from '../../test/table-snapshot';

const t = useTestApp();

async function player() {
  const user = await registerUser(t.app);
  const profile = await createProfile(t.app, user);
  return { user, profile, api: profilesApi(t.app, user) };
}

/** A profile as read back, as the body of its next save. */
const toPayload = (profile: Profile, extra: object = {}) => ({ ...profile, ...extra });

const spear = { id: 'new-spear', new: true, name: 'Spear', pointsLow: 1, pointsHigh: 1, mount: 0 };

describe('PUT /api/profile/:id', () => {
  it('saves the profile and applies its lists: new inserted, removed deleted, others updated', async () => {
    const { profile, api } = await player();
    const [shield, horse] = profile.wargear;
    const response = await api.update(
      profile.id,
      toPayload(profile, {
        name: 'Rider of the Mark',
        race: [],
        wargear: [spear, { ...horse, name: 'Warhorse' }, { ...shield, remove: true }],
        specialRules: [
          ...profile.specialRules,
          { id: 'new-brace', new: true, name: 'Brace', wargearId: 'new-spear' },
          { id: 'gone', new: true, remove: true, name: 'Never saved' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Profile>();
    expect(saved.name).toBe('Rider of the Mark');
    expect(saved.race).toEqual([]);
    expect(saved.wargear.map((item) => item.name)).toEqual(['Spear', 'Warhorse']);
    expect(saved.wargear[1]!.id).toBe(horse!.id);
    // The shield is gone: Defence 5; points 8 + 1 + 10.
    expect(saved.totalStats.defence).toBe(5);
    expect(saved.totalPoints).toBe(19);
    const spearId = saved.wargear[0]!.id;
    expect(spearId).not.toBe('new-spear');
    expect(saved.specialRules.map((rule) => [rule.name, rule.wargearId])).toEqual([
      ['Expert Rider', horse!.id],
      ['Brace', spearId],
    ]);
    const rows = await t.db
      .select()
      .from(profileWargear)
      .where(eq(profileWargear.profileId, profile.id));
    expect(rows.map((row) => row.name).sort()).toEqual(['Spear', 'Warhorse']);
  });

  it('keeps entries the lists do not mention, and unlinks a rule whose item is removed', async () => {
    const { profile, api } = await player();
    const horse = profile.wargear.find((item) => item.name === 'Horse')!;
    const response = await api.update(
      profile.id,
      toPayload(profile, { wargear: [{ ...horse, remove: true }], specialRules: [] }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<Profile>();
    expect(saved.wargear.map((item) => item.name)).toEqual(['Shield']);
    expect(saved.specialRules).toEqual([
      expect.objectContaining({ name: 'Expert Rider', wargearId: null }),
    ]);
  });

  it("refuses another profile's entry ids with 400 and changes nothing", async () => {
    const { profile, api } = await player();
    const stranger = await player();
    const before = await snapshotTables(t.db);
    for (const foreign of [
      stranger.profile.wargear[0]!,
      { ...profile.wargear[0]!, id: UNKNOWN_ID },
    ]) {
      const response = await api.update(
        profile.id,
        toPayload(profile, { name: 'Changed', wargear: [{ ...foreign, name: 'Stolen' }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'wargear.0.id': 'This entry is not on this profile',
      });
    }
    const rules = await api.update(
      profile.id,
      toPayload(profile, {
        specialRules: [{ ...stranger.profile.specialRules[0]!, name: 'Stolen', wargearId: null }],
      }),
    );
    expect(rules.json().fields).toEqual({
      'specialRules.0.id': 'This entry is not on this profile',
    });
    const taken = await api.update(
      profile.id,
      toPayload(profile, { wargear: [{ ...spear, id: profile.wargear[0]!.id }] }),
    );
    expect(taken.json().fields).toEqual({ 'wargear.0.id': 'This id belongs to another entry' });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("answers 404 for another player's profile, an unknown id or a malformed one, and changes nothing", async () => {
    const owner = await player();
    const { api } = await player();
    const before = await snapshotTables(t.db);
    for (const id of [owner.profile.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await api.update(id, riderProfile({ name: 'Taken' }));
      expect(response.statusCode, id).toBe(404);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('validates the body like create', async () => {
    const { profile, api } = await player();
    const response = await api.update(profile.id, toPayload(profile, { baseClass: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ baseClass: 'Please enter a base class' });
  });

  it('writes only the rows that change', async () => {
    const { profile, api } = await player();
    const stamps = async () =>
      (await t.db.select().from(profileRules).where(eq(profileRules.profileId, profile.id))).map(
        (row) => row.updatedAt.toISOString(),
      );
    const before = await stamps();
    const response = await api.update(profile.id, toPayload(profile, { name: 'Renamed' }));
    expect(response.statusCode).toBe(200);
    expect(await stamps()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const response = await profilesApi(t.app).update(UNKNOWN_ID, riderProfile());
    expect(response.statusCode).toBe(401);
  });
});
