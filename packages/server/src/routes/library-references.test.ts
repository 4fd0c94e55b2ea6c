import { describe, expect, it } from 'vitest';
import type { Company, Profile, Warrior } from '@warband/schemas';
import { aftermathFor, applied, companyForBattle } from '../../test/battles';
import {
  createWarrior,
  heroPayload,
  NO_LISTS,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';
import { libraryApi, type Kind } from '../../test/library';
import { pack, packApi } from '../../test/library-packs';
import { createProfile, profilesApi, riderProfile } from '../../test/profiles';
import { snapshotTables } from '../../test/table-snapshot';
import { NOT_IN_YOUR_LIBRARY } from '../services/warrior/library-references';

const t = useTestApp();
const library = libraryApi(t);
const { importPack } = packApi(t);

/** A new entry of each list, copied from the library entry `id`. */
const COPIES = {
  wargear: (id: string) => ({
    id: 'new-blade',
    new: true,
    type: 'armoury',
    name: 'Elven blade',
    pointsLow: 5,
    pointsHigh: 10,
    mount: 0,
    armouryId: id,
  }),
  specialRules: (id: string) => ({
    id: 'new-rule',
    new: true,
    type: 'base',
    name: 'Woodland Creature',
    myRuleId: id,
  }),
  heroicActions: (id: string) => ({
    id: 'new-action',
    new: true,
    type: 'base',
    name: 'Heroic Strike',
    myHeroicActionsId: id,
  }),
  spells: (id: string) => ({
    id: 'new-spell',
    new: true,
    type: 'base',
    name: 'Blinding Light',
    baseCastingValue: 3,
    mySpellsId: id,
  }),
};
type List = keyof typeof COPIES;

const LISTS: [List, Kind, string][] = [
  ['wargear', 'wargear', 'armouryId'],
  ['specialRules', 'rule', 'myRuleId'],
  ['heroicActions', 'heroicAction', 'myHeroicActionsId'],
  ['spells', 'spell', 'mySpellsId'],
];

/** A hero whose only entry is `entry`, in `list`. */
const heroWith = (list: List, entry: object) =>
  heroPayload({ ...NO_LISTS, spells: [], [list]: [entry] });

/** A player with a company, and a stranger whose library holds one entry of `kind`. */
async function playerAndStranger(kind: Kind) {
  const player = await playerWithCompany(t.app);
  const stranger = await registerUser(t.app);
  const theirs = await library.create(stranger, kind);
  return { ...player, stranger, theirs };
}

describe("a warrior's entries copied from a library", () => {
  it.each(LISTS)(
    "refuse another player's entry in %s, and write nothing",
    async (list, kind, field) => {
      const { user, company, api, theirs } = await playerAndStranger(kind);
      const before = await snapshotTables(t.db);
      const created = await api.createWarrior({
        ...heroWith(list, COPIES[list](theirs.id)),
        companyId: company.id,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().fields).toEqual({ [`${list}.0.${field}`]: NOT_IN_YOUR_LIBRARY });
      expect(await snapshotTables(t.db)).toEqual(before);

      // The same copy of the player's own entry is kept, with its reference.
      const mine = await library.create(user, kind);
      const warrior = await createWarrior(
        t.app,
        user,
        company.id,
        heroWith(list, COPIES[list](mine.id)),
      );
      expect(warrior[list][0]).toMatchObject({ [field]: mine.id });
    },
  );

  it.each(LISTS)(
    "refuse a stored entry of %s pointed at another player's entry",
    async (list, kind, field) => {
      const { user, company, api, theirs } = await playerAndStranger(kind);
      const mine = await library.create(user, kind);
      const warrior = await createWarrior(
        t.app,
        user,
        company.id,
        heroWith(list, COPIES[list](mine.id)),
      );
      const before = await snapshotTables(t.db);
      const [entry] = warrior[list];
      const response = await api.updateWarrior(
        warrior.id,
        toPayload(warrior, { [list]: [{ ...entry, [field]: theirs.id }] }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual({ [`${list}.0.${field}`]: NOT_IN_YOUR_LIBRARY });
      expect(await snapshotTables(t.db)).toEqual(before);
    },
  );

  it('keep a reference to a library entry deleted since, and take one from a profile', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const blade = await library.create(user, 'wargear');
    const rule = await library.create(user, 'rule');
    const warrior = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, wargear: [COPIES.wargear(blade.id)] }),
    );
    const profile = await createProfile(
      t.app,
      user,
      riderProfile({ wargear: [], specialRules: [COPIES.specialRules(rule.id)] }),
    );
    expect((await library.api(user.headers).remove('wargear', blade.id)).statusCode).toBe(204);
    expect((await library.api(user.headers).remove('rule', rule.id)).statusCode).toBe(204);

    // The editor loads the profile: its rule becomes a new entry with the profile's reference.
    const [fromProfile] = profile.specialRules;
    const saved = await api.updateWarrior(
      warrior.id,
      toPayload(warrior, {
        name: 'Háma the Bold',
        specialRules: [{ ...fromProfile, id: 'new-loaded', new: true, wargearId: null }],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Warrior>().wargear[0]!.armouryId).toBe(blade.id);
    expect(saved.json<Warrior>().specialRules[0]!.myRuleId).toBe(rule.id);
  });
});

describe("a profile's entries copied from a library", () => {
  it.each(LISTS.slice(0, 2))(
    "refuse another player's entry in %s, on create and update, and write nothing",
    async (list, kind, field) => {
      const { user, theirs } = await playerAndStranger(kind);
      const profiles = profilesApi(t.app, user);
      const foreign = { ...COPIES[list](theirs.id), type: 'base' };
      const before = await snapshotTables(t.db);
      const created = await profiles.create(riderProfile({ specialRules: [], [list]: [foreign] }));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().fields).toEqual({ [`${list}.0.${field}`]: NOT_IN_YOUR_LIBRARY });
      expect(await snapshotTables(t.db)).toEqual(before);

      const profile = await createProfile(t.app, user);
      const stored = await snapshotTables(t.db);
      const updated = await profiles.update(profile.id, {
        ...profile,
        [list]: [...profile[list as 'wargear'], foreign],
      });
      expect(updated.statusCode, updated.body).toBe(400);
      expect(updated.json().fields).toEqual({
        [`${list}.${profile[list as 'wargear'].length}.${field}`]: NOT_IN_YOUR_LIBRARY,
      });
      expect(await snapshotTables(t.db)).toEqual(stored);
    },
  );
});

describe("a hero's level-up perk from a library", () => {
  const PERKS: [string, Kind, (id: string) => object][] = [
    ['rule', 'rule', (id) => ({ kind: 'rule', rule: { mode: 'new', libraryId: id, name: 'R' } })],
    [
      'heroicAction',
      'heroicAction',
      (id) => ({ kind: 'heroicAction', heroicAction: { mode: 'new', libraryId: id, name: 'H' } }),
    ],
    [
      'spell',
      'spell',
      (id) => ({
        kind: 'spell',
        spell: { mode: 'new', libraryId: id, name: 'S', baseCastingValue: 3 },
      }),
    ],
  ];

  /** Háma wounded for 3 (one level-up), everyone else unhurt; the level-up takes `perk`. */
  const battleWith = (cast: Awaited<ReturnType<typeof companyForBattle>>, perk: object) =>
    aftermathFor([cast.hero, cast.warrior, cast.leader], {
      participants: [
        { warriorId: cast.hero.id, woundsInflicted: 3 },
        { warriorId: cast.warrior.id },
        { warriorId: cast.leader.id },
      ],
      levelUps: [
        { kind: 'hero', warriorId: cast.hero.id, chosenPath: 'Warrior', perks: [perk] },
      ] as never,
    });

  it.each(PERKS)(
    "refuses another player's %s, and writes nothing",
    async (perkKind, kind, perk) => {
      const cast = await companyForBattle(t.app);
      const stranger: TestUser = await registerUser(t.app);
      const theirs = await library.create(stranger, kind);
      const before = await snapshotTables(t.db);
      const response = await cast.battles.apply(cast.company.id, battleWith(cast, perk(theirs.id)));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual({
        [`levelUps.0.perks.0.${perkKind}.libraryId`]: NOT_IN_YOUR_LIBRARY,
      });
      expect(await snapshotTables(t.db)).toEqual(before);

      // The player's own entry of the library is taken, and the copy remembers it.
      const mine = await library.create(cast.user, kind);
      const answer: Company = await applied(
        await cast.battles.apply(cast.company.id, battleWith(cast, perk(mine.id))),
      );
      const hero = answer.warriors[cast.hero.id]!;
      const references = [
        ...hero.specialRules.map((entry) => entry.myRuleId),
        ...hero.heroicActions.map((entry) => entry.myHeroicActionsId),
        ...hero.spells.map((entry) => entry.mySpellsId),
      ];
      expect(references).toContain(mine.id);
    },
  );

  it("refuses a perk naming an entry of the player's other library", async () => {
    const cast = await companyForBattle(t.app);
    const spell = await library.create(cast.user, 'spell');
    const response = await cast.battles.apply(
      cast.company.id,
      battleWith(cast, PERKS[0]![2](spell.id)),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({
      'levelUps.0.perks.0.rule.libraryId': NOT_IN_YOUR_LIBRARY,
    });
  });
});

describe('profiles imported from a library file', () => {
  it("keep the importer's own library references and drop anyone else's", async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const mine = await library.create(user, 'rule');
    const theirs = await library.create(stranger, 'wargear');
    const theirRule = await library.create(stranger, 'rule');
    const packed = {
      name: 'Rider of Rohan',
      rank: 'Warrior',
      baseClass: 'Rider',
      wargear: [
        { id: 'w1', name: 'Horse', pointsLow: 10, pointsHigh: 10, mount: 1, armouryId: theirs.id },
      ],
      specialRules: [
        { id: 'r1', name: 'Woodland Creature', myRuleId: mine.id },
        { id: 'r2', name: 'Terror', myRuleId: theirRule.id },
      ],
    };
    const response = await importPack(user.headers, { pack: pack({ profiles: [packed] }) });
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = (await profilesApi(t.app, user).list()).json<Profile[]>();
    expect(profile!.wargear.map((item) => [item.name, item.armouryId])).toEqual([['Horse', null]]);
    expect(profile!.specialRules.map((rule) => [rule.name, rule.myRuleId])).toEqual([
      ['Woodland Creature', mine.id],
      ['Terror', null],
    ]);
  });
});
