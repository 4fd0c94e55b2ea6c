import { describe, expect, it } from 'vitest';
import { LIBRARY_PACK_MAX_BYTES, LIBRARY_PACK_MAX_ENTRIES, type Profile } from '@warband/schemas';
import { librariesFullMessage, libraryFullMessage } from '../services/library/budget';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';
import { counts, item, pack, packApi } from '../../test/library-packs';
import { createProfile, profilesApi, riderProfile } from '../../test/profiles';
import { snapshotTables } from '../../test/table-snapshot';

const t = useTestApp();
const { importPack, exportPack } = packApi(t);

/** A profile as a library file carries it: entry ids are keys within the profile. */
const packedRider = (extra: object = {}) => ({
  name: 'Rider of Rohan',
  race: ['Rohan'],
  rank: 'Warrior',
  baseClass: 'Rider',
  wargear: [
    { id: 'w1', name: 'Shield', pointsLow: 2, pointsHigh: 3, mount: 0 },
    { id: 'w2', name: 'Horse', pointsLow: 10, pointsHigh: 10, mount: 1, type: 'armoury' },
  ],
  specialRules: [{ id: 'r1', name: 'Expert Rider', wargearId: 'w2' }],
  ...extra,
});

async function profilesOf(user: TestUser) {
  return (await profilesApi(t.app, user).list()).json<Profile[]>();
}

describe('profiles in library files', () => {
  it('are exported without ids or timestamps, their rules naming items by key', async () => {
    const user = await registerUser(t.app);
    await createProfile(t.app, user);
    const body = (await exportPack(user.headers)).json();
    expect(body.profiles).toHaveLength(1);
    const [rider] = body.profiles;
    expect(rider).toMatchObject({
      name: 'Rider of Rohan',
      race: ['Rohan'],
      rank: 'Warrior',
      baseClass: 'Rider',
      basePoints: 8,
      modifyStats: expect.objectContaining({ fight: 1 }),
    });
    expect(rider).not.toHaveProperty('id');
    expect(rider).not.toHaveProperty('totalPoints');
    expect(
      rider.wargear.map((entry: { id: string; name: string }) => [entry.id, entry.name]),
    ).toEqual([
      ['w1', 'Shield'],
      ['w2', 'Horse'],
    ]);
    expect(rider.wargear[0]).not.toHaveProperty('warriorId');
    expect(rider.specialRules).toEqual([
      expect.objectContaining({ id: 'r1', name: 'Expert Rider', wargearId: 'w2' }),
    ]);
  });

  it('round-trip into another account, with each rule still on its item', async () => {
    const source = await registerUser(t.app);
    await createProfile(t.app, source);
    await createProfile(
      t.app,
      source,
      riderProfile({ name: 'Archer', race: [], wargear: [], specialRules: [] }),
    );
    const exported = (await exportPack(source.headers)).json();
    const target = await registerUser(t.app);
    const imported = await importPack(target.headers, { pack: exported });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().added).toEqual(counts(0, 0, 0, 0, 2));
    const again = (await exportPack(target.headers)).json();
    expect(again.profiles).toEqual(exported.profiles);
    const [, rider] = await profilesOf(target);
    expect(rider!.name).toBe('Rider of Rohan');
    const horse = rider!.wargear.find((entry) => entry.name === 'Horse')!;
    expect(rider!.specialRules[0]!.wargearId).toBe(horse.id);
    expect(rider!.totalPoints).toBe(20);
  });

  it('are optional: a file made before profiles imports as before', async () => {
    const user = await registerUser(t.app);
    const response = await importPack(user.headers, {
      pack: pack({ rules: [{ name: 'Terror' }] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().added).toEqual(counts(0, 1, 0, 0, 0));
    expect(await profilesOf(user)).toEqual([]);
  });

  it('skip or copy duplicates by name, and a dry run writes nothing', async () => {
    const user = await registerUser(t.app);
    await createProfile(t.app, user);
    const file = pack({
      profiles: [packedRider({ name: ' rider of rohan ' }), packedRider({ name: 'Scout' })],
    });
    const dryRun = await importPack(user.headers, {
      pack: file,
      onDuplicate: 'copy',
      dryRun: true,
    });
    expect(dryRun.json()).toMatchObject({
      added: counts(0, 0, 0, 0, 2),
      renamed: counts(0, 0, 0, 0, 1),
    });
    expect(await profilesOf(user)).toHaveLength(1);
    const skipped = await importPack(user.headers, { pack: file });
    expect(skipped.json()).toMatchObject({
      added: counts(0, 0, 0, 0, 1),
      skipped: counts(0, 0, 0, 0, 1),
    });
    await importPack(user.headers, { pack: file, onDuplicate: 'copy' });
    expect((await profilesOf(user)).map((profile) => profile.name)).toEqual([
      'Rider of Rohan',
      'rider of rohan (copy)',
      'Scout',
      'Scout (copy)',
    ]);
  });

  it('are checked like the editor checks them, and a bad one writes nothing', async () => {
    const user = await registerUser(t.app);
    const before = await snapshotTables(t.db);
    const helm = item('Clever helm', {
      id: 'w9',
      adjustmentStat: 'intelligence',
      adjustmentValue: 1,
    });
    const response = await importPack(user.headers, {
      pack: pack({
        rules: [{ name: 'Fine rule' }],
        profiles: [
          packedRider({ wargear: [helm], specialRules: [] }),
          packedRider({ specialRules: [{ id: 'r1', name: 'Lance', wargearId: 'w7' }] }),
          packedRider({ rank: 'King' }),
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'pack.profiles.1.specialRules.0.wargearId': 'This item is not on this profile',
      'pack.profiles.2.rank': 'Please select a rank',
    });
    const ruleset = await importPack(user.headers, {
      pack: pack({ profiles: [packedRider({ wargear: [helm], specialRules: [] })] }),
    });
    expect(ruleset.json().fields).toEqual({
      'pack.profiles.0.wargear.0.adjustmentStat':
        'Intelligence is only available with the new ruleset',
    });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('profiles and the size of a library file', () => {
  it('count against the entries a library file carries', async () => {
    const owner = await registerUser(t.app);
    const full = Array.from({ length: LIBRARY_PACK_MAX_ENTRIES }, (_, i) => ({
      name: `P${i}`,
      rank: 'Warrior',
      baseClass: 'Warrior',
    }));
    expect((await importPack(owner.headers, { pack: pack({ profiles: full }) })).statusCode).toBe(
      200,
    );
    const oneMore = await profilesApi(t.app, owner).create(riderProfile());
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().message).toBe(libraryFullMessage('profiles'));
    expect(await profilesOf(owner)).toHaveLength(LIBRARY_PACK_MAX_ENTRIES);
  });

  it('count their wargear and rules against the bytes of a library file', async () => {
    const owner = await registerUser(t.app);
    // Rules filling the file but for some 60 KB; then profiles with long descriptions.
    const ruleBytes =
      JSON.stringify({ name: 'Rule 0000', description: 'x'.repeat(5000) }).length + 1;
    const rules = Array.from(
      { length: Math.floor((LIBRARY_PACK_MAX_BYTES - 60_000) / ruleBytes) },
      (_, i) => ({
        name: `Rule ${i}`,
        description: 'x'.repeat(5000),
      }),
    );
    expect((await importPack(owner.headers, { pack: pack({ rules }) })).statusCode).toBe(200);
    const longItem = (n: number) =>
      item(`Item ${n}`, { id: `w${n}`, description: 'd'.repeat(5000) });
    const heavy = riderProfile({
      wargear: Array.from({ length: 12 }, (_, n) => ({ ...longItem(n), new: true })),
      specialRules: [],
    });
    const refused = await profilesApi(t.app, owner).create(heavy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(librariesFullMessage());
    expect(await profilesOf(owner)).toEqual([]);
    const light = await profilesApi(t.app, owner).create(riderProfile());
    expect(light.statusCode).toBe(201);
    const exported = (await exportPack(owner.headers)).body;
    expect(Buffer.byteLength(exported)).toBeLessThanOrEqual(LIBRARY_PACK_MAX_BYTES);
  });
});
