import { describe, expect, it } from 'vitest';
import { LibraryPack } from './library-pack';
import { ProfileInput, ProfilePackEntry } from './profile';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const profile = (extra: object = {}) => ({
  name: 'Rider',
  rank: 'Warrior',
  baseClass: 'Rider',
  ...extra,
});
const shield = { id: 'w1', name: 'Shield', pointsLow: 2, pointsHigh: 2, mount: 0 };

describe('ProfileInput', () => {
  it('needs a name, a rank and a base class, and fills the rest', () => {
    const parsed = ProfileInput.parse(profile());
    expect(parsed).toMatchObject({ race: [], basePoints: 0, wargear: [], specialRules: [] });
    expect(parsed.baseStats.fate).toBe(0);
    expect(fieldErrors(ProfileInput.safeParse({ name: ' ', baseClass: '' }))).toEqual({
      name: 'Please enter a name',
      rank: 'Please select a rank',
      baseClass: 'Please enter a base class',
    });
  });

  it('gives entries without a type the base type, and keeps the editor flags', () => {
    const parsed = ProfileInput.parse(
      profile({
        wargear: [{ ...shield, new: true }],
        specialRules: [{ id: 'r', name: 'Fearless' }],
      }),
    );
    expect(parsed.wargear[0]).toMatchObject({ type: 'base', new: true, remove: false });
    expect(parsed.specialRules[0]).toMatchObject({ type: 'base', wargearId: null });
  });

  it('refuses races off the lists, a race twice, ids twice and Fate above 3', () => {
    expect(fieldErrors(ProfileInput.safeParse(profile({ race: ['Gondor'] })))).toEqual({
      'race.0': 'Please select a race from the list',
    });
    // Checks across fields run once every field is valid.
    const result = ProfileInput.safeParse(
      profile({
        race: ['Rohan'],
        baseStats: { fate: 2 },
        modifyStats: { fate: 2 },
        wargear: [shield, shield],
      }),
    );
    expect(fieldErrors(result)).toEqual({
      'modifyStats.fate': 'Fate can be at most 3',
      'wargear.1.id': 'This id is used twice',
    });
    expect(fieldErrors(ProfileInput.safeParse(profile({ race: ['Rohan', 'Rohan'] })))).toEqual({
      race: 'Each race only once',
    });
  });

  it('refuses a characteristic the game does not have', () => {
    const result = ProfileInput.safeParse(profile({ baseStats: { speed: 3 } }));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['baseStats']);
  });
});

describe('ProfilePackEntry', () => {
  it('carries entries without flags, and a rule must name an item of the same profile', () => {
    const entry = profile({
      wargear: [shield],
      specialRules: [
        { id: 'r1', name: 'Shield wall', wargearId: 'w1' },
        { id: 'r2', name: 'Lance', wargearId: 'w2' },
      ],
    });
    expect(fieldErrors(ProfilePackEntry.safeParse(entry))).toEqual({
      'specialRules.1.wargearId': 'This item is not on this profile',
    });
    const parsed = ProfilePackEntry.parse({ ...entry, specialRules: [] });
    expect(parsed.wargear[0]).not.toHaveProperty('new');
  });
});

describe('LibraryPack', () => {
  it('reads a file made before profiles as one with none', () => {
    const pack = LibraryPack.parse({ format: 'warband-ledger-library', version: 1 });
    expect(pack.profiles).toEqual([]);
  });
});
