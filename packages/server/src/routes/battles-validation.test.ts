import { describe, expect, it } from 'vitest';
import {
  ARMOURY_ITEM_MISSING,
  FATE_FULL_WITH_WARGEAR,
  INJURY_MISSING,
  levelUpsOwed,
  NOBODY_FOUGHT,
  NOT_IN_BATTLE,
  NOT_IN_COMPANY,
  NOT_WOUNDED,
  PERK_REQUIRED,
  SAT_OUT_BY_OLD_WOUND,
  SAT_OUT_BY_STATUS,
  WRONG_TABLE,
} from '@warband/rules';
import type { AftermathFormValues, Warrior } from '@warband/schemas';
import { aftermathFor, applied, companyForBattle } from '../../test/battles';
import { toPayload, UNKNOWN_ID } from '../../test/companies';
import { useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';

const t = useTestApp();

interface Cast {
  hero: Warrior;
  warrior: Warrior;
  leader: Warrior;
  creature: Warrior;
}

/** Háma wounded and 3 wounds inflicted (one level-up owed), the others unhurt. */
/** Loosely typed on purpose: the cases send what the schema's types would not allow. */
function battleOf(cast: Cast, extra: object): AftermathFormValues {
  return aftermathFor([cast.hero, cast.warrior, cast.leader, cast.creature], {
    participants: [
      { warriorId: cast.hero.id, wounded: true, woundsInflicted: 3 },
      { warriorId: cast.warrior.id },
      { warriorId: cast.leader.id },
      { warriorId: cast.creature.id },
    ],
    injuries: [{ warriorId: cast.hero.id, result: 'fullRecovery' }],
    levelUps: [
      {
        kind: 'hero',
        warriorId: cast.hero.id,
        chosenPath: 'Warrior',
        perks: [{ kind: 'characteristic', stat: 'strength' }],
      },
    ],
    ...(extra as Partial<AftermathFormValues>),
  });
}

const heroInjury = (cast: Cast, choice: object) => ({
  injuries: [{ warriorId: cast.hero.id, ...choice }],
});

const CASES: [string, (cast: Cast) => object, (cast: Cast) => object][] = [
  [
    'an injury result for every wounded warrior',
    () => ({ injuries: [] }),
    (c) => ({ [`injuries.${c.hero.id}`]: `${INJURY_MISSING}: Háma` }),
  ],
  [
    'no injury roll for a warrior who was not wounded',
    (c) => ({
      injuries: [
        { warriorId: c.warrior.id, result: 'fullRecovery' },
        { warriorId: c.hero.id, result: 'fullRecovery' },
      ],
    }),
    () => ({ 'injuries.0.warriorId': NOT_WOUNDED }),
  ],
  [
    'no injury roll for a wounded warrior who fled',
    (c) => ({
      participants: [{ warriorId: c.hero.id, wounded: true, fled: true, woundsInflicted: 3 }],
    }),
    () => ({ 'injuries.0.warriorId': NOT_WOUNDED }),
  ],
  [
    'a roll that gives the result sent',
    (c) => heroInjury(c, { roll: { total: 7, rolledBy: 'player' }, result: 'legWound' }),
    () => ({ 'injuries.0.result': 'A roll of 7 gives Full Recovery.' }),
  ],
  [
    "a result on the warrior's own table",
    (c) => ({
      participants: [
        { warriorId: c.hero.id, woundsInflicted: 3 },
        { warriorId: c.warrior.id, wounded: true },
      ],
      injuries: [{ warriorId: c.warrior.id, result: 'lost' }],
    }),
    () => ({ 'injuries.0.result': "Lost in Battle is not on this warrior's injury table." }),
  ],
  [
    'the influence of Wounds of a Hero',
    (c) => heroInjury(c, { result: 'woundsOfAHero' }),
    () => ({ 'injuries.0.influence': 'This field is required' }),
  ],
  [
    'healing only a wound the warrior has',
    (c) => heroInjury(c, { result: 'fullRecovery', heal: 'armWound' }),
    () => ({ 'injuries.0.heal': 'This wound cannot be healed by this result.' }),
  ],
  [
    'every level-up earned',
    () => ({ levelUps: [] }),
    (c) => ({ [`levelUps.${c.hero.id}`]: levelUpsOwed(1) }),
  ],
  [
    'no level-up that was not earned',
    (c) => ({
      levelUps: [
        ...battleOf(c, {}).levelUps!,
        { kind: 'warrior', warriorId: c.warrior.id, result: 'noChange' },
      ],
    }),
    () => ({ 'levelUps.1.warriorId': levelUpsOwed(0) }),
  ],
  [
    'the table the warrior levels up on',
    (c) => ({ levelUps: [{ kind: 'warrior', warriorId: c.hero.id, result: 'noChange' }] }),
    () => ({ 'levelUps.0.kind': WRONG_TABLE.hero }),
  ],
  [
    'exactly one perk',
    (c) => ({
      levelUps: [{ kind: 'hero', warriorId: c.hero.id, chosenPath: 'Warrior', perks: [] }],
    }),
    () => ({ 'levelUps.0.perk': PERK_REQUIRED }),
  ],
  [
    'a path for a hero without one',
    (c) => ({
      levelUps: [
        { kind: 'hero', warriorId: c.hero.id, perks: [{ kind: 'characteristic', stat: 'fight' }] },
      ],
    }),
    () => ({ 'levelUps.0.chosenPath': 'Please select a chosen path' }),
  ],
  [
    'a class for a promoted warrior',
    (c) => ({
      rewards: { experience: { [c.warrior.id]: 4 } },
      levelUps: [
        ...battleOf(c, {}).levelUps!,
        { kind: 'warrior', warriorId: c.warrior.id, result: 'promoted' },
      ],
    }),
    () => ({ 'levelUps.1.baseClass': 'Please enter a base class' }),
  ],
  [
    'a bonus level up for a warrior of the battle',
    () => ({ rewards: { levelUp: UNKNOWN_ID } }),
    () => ({ 'rewards.levelUp': NOT_IN_BATTLE }),
  ],
  [
    'bonus experience for a warrior of the battle',
    () => ({ rewards: { experience: { [UNKNOWN_ID]: 2 } } }),
    () => ({ [`rewards.experience.${UNKNOWN_ID}`]: NOT_IN_BATTLE }),
  ],
  [
    "a bonus item from the player's own armoury",
    (c) => ({
      rewards: { item: { source: 'armoury', warriorId: c.hero.id, armouryId: UNKNOWN_ID } },
    }),
    () => ({ 'rewards.item.armouryId': ARMOURY_ITEM_MISSING }),
  ],
  [
    'warriors of this company',
    (c) => ({
      participants: [...battleOf(c, {}).participants, { warriorId: UNKNOWN_ID }],
    }),
    () => ({ 'participants.4.warriorId': NOT_IN_COMPANY }),
  ],
  [
    'a warrior who took part',
    () => ({ participants: [] }),
    () => ({ participants: NOBODY_FOUGHT }),
  ],
  [
    'a warrior who took part, not only those who sat it out',
    (c) => ({
      participants: [c.hero, c.warrior, c.leader, c.creature].map((warrior) => ({
        warriorId: warrior.id,
        preBattleInjury: true,
      })),
    }),
    () => ({ participants: NOBODY_FOUGHT }),
  ],
  [
    'a warrior who took part, not a Creature alone',
    (c) => ({ participants: [{ warriorId: c.creature.id }] }),
    () => ({ participants: NOBODY_FOUGHT }),
  ],
];

describe('PUT /api/company/:id/battle checks every choice', () => {
  it.each(CASES)('needs %s, and writes nothing without it', async (_, change, fields) => {
    const { company, battles, ...cast } = await companyForBattle(t.app);
    const before = await snapshotTables(t.db);
    const response = await battles.apply(company.id, battleOf(cast, change(cast)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fields: object }>().fields).toEqual(fields(cast));
    expect(await snapshotTables(t.db)).toEqual(before);
    // The same battle, put right, is then applied.
    const fixed = await battles.apply(company.id, battleOf(cast, {}));
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('turns a second leg wound into Dead only when the player chooses Dead', async () => {
    const { company, api, battles, ...cast } = await companyForBattle(t.app);
    await api.updateWarrior(cast.hero.id, toPayload(cast.hero, { legWound: 1 }));
    const legAgain = heroInjury(cast, { roll: { total: 5, rolledBy: 'app' }, result: 'legWound' });
    const refused = await battles.apply(company.id, battleOf(cast, legAgain));
    expect(refused.json<{ fields: object }>().fields).toEqual({
      'injuries.0.result': 'This warrior already has a leg wound: a second one means Dead.',
    });
    const dead = heroInjury(cast, { roll: { total: 5, rolledBy: 'app' }, result: 'dead' });
    const response = await battles.apply(company.id, battleOf(cast, { ...dead, levelUps: [] }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses +1 Fate for a hero whose wargear already brings his Fate to 3', async () => {
    const { company, api, battles, ...cast } = await companyForBattle(t.app);
    const charm = {
      id: 'new-charm',
      new: true,
      type: 'armoury',
      name: 'Charm of Fate',
      pointsLow: 5,
      pointsHigh: 5,
      mount: 0,
      adjustmentStat: 'fate',
      adjustmentValue: 1,
    };
    const updated = await api.updateWarrior(
      cast.hero.id,
      toPayload(cast.hero, {
        baseStats: { ...cast.hero.baseStats, fate: 1 },
        modifyStats: { ...cast.hero.modifyStats, fate: 1 },
        wargear: [...cast.hero.wargear, charm],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const fate = {
      levelUps: [
        {
          kind: 'hero',
          warriorId: cast.hero.id,
          chosenPath: 'Warrior',
          perks: [{ kind: 'characteristic', stat: 'fate' }],
        },
      ],
    };
    const before = await snapshotTables(t.db);
    const refused = await battles.apply(company.id, battleOf(cast, fate));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ fields: object }>().fields).toEqual({
      'levelUps.0.stat': FATE_FULL_WITH_WARGEAR,
    });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it.each([
    ['bonus influence below 0', { rewards: { influence: -1 } }, 'rewards.influence'],
    ['bonus experience below 0', { rewards: { experience: { [UNKNOWN_ID]: -1 } } }],
    ['an opponent rating that is not whole', { opponentRating: 1.5 }, 'opponentRating'],
    ['a result', { result: 'victory' }, 'result'],
  ])('refuses %s', async (_, change, field?: string) => {
    const { company, battles, ...cast } = await companyForBattle(t.app);
    const response = await battles.apply(company.id, battleOf(cast, change as object));
    expect(response.statusCode).toBe(400);
    if (field) expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
  });

  it('needs a name for a new bonus item', async () => {
    const { company, battles, ...cast } = await companyForBattle(t.app);
    const item = { name: '', pointsLow: 1, pointsHigh: 1, mount: 0 };
    const response = await battles.apply(
      company.id,
      battleOf(cast, { rewards: { item: { source: 'new', warriorId: cast.hero.id, item } } }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([
      'rewards.item.item.name',
    ]);
  });
});

describe('PUT /api/company/:id/battle, who sat the battle out', () => {
  const fighter = (warrior: Warrior, extra: object = {}) => ({ warriorId: warrior.id, ...extra });

  it.each(['injured', 'lost'])(
    'keeps a hero whose stored status is %s out of the battle, whatever the device sends',
    async (status) => {
      const { company, api, battles, ...cast } = await companyForBattle(t.app);
      const stored = await api.updateWarrior(cast.hero.id, toPayload(cast.hero, { status }));
      expect(stored.statusCode, stored.body).toBe(200);
      const before = await snapshotTables(t.db);
      const others = [cast.warrior, cast.leader, cast.creature].map((warrior) => fighter(warrior));
      const asFighter = aftermathFor([], {
        participants: [fighter(cast.hero, { wounded: true, woundsInflicted: 3 }), ...others],
        injuries: [{ warriorId: cast.hero.id, result: 'dead' }],
      });
      const refused = await battles.apply(company.id, asFighter);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ fields: object }>().fields).toEqual({
        'participants.0.preBattleInjury': SAT_OUT_BY_STATUS,
      });
      expect(await snapshotTables(t.db)).toEqual(before);

      const satOut = aftermathFor([], {
        participants: [fighter(cast.hero, { preBattleInjury: true }), ...others],
      });
      const after = await applied(await battles.apply(company.id, satOut));
      expect(after.warriors[cast.hero.id]).toMatchObject({
        status: '',
        experience: cast.hero.experience,
      });
    },
  );

  it('keeps a hero out whose old battle wound played up before the battle', async () => {
    const { company, api, battles, ...cast } = await companyForBattle(t.app);
    const stored = await api.updateWarrior(cast.hero.id, toPayload(cast.hero, { oldWound: 1 }));
    expect(stored.statusCode, stored.body).toBe(200);
    const before = await snapshotTables(t.db);
    const oldWound = { outcome: 'Injured', rolls: [1], rolledBy: 'app' };
    const refused = await battles.apply(
      company.id,
      aftermathFor([], {
        participants: [
          fighter(cast.hero, { oldWound, woundsInflicted: 2 }),
          fighter(cast.warrior),
          fighter(cast.leader),
        ],
      }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ fields: object }>().fields).toEqual({
      'participants.0.preBattleInjury': SAT_OUT_BY_OLD_WOUND,
    });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
