import { describe, expect, it } from 'vitest';
import {
  validateWarriorMightWillFate,
  WARRIOR_HAS_NO_MIGHT_WILL_FATE,
  LEADER_LIKE_RANKS,
  RANKS,
  RANK_SORT_ORDER,
  canOwnCreatures,
  changeRank,
  compareByRank,
  creatureOwnerOptions,
  creaturesDyingWith,
  defaultMightWillFate,
  isHero,
  isLeaderLike,
  isRank,
  isValidCreatureOwner,
  offersHeroInjuries,
  rankSortIndex,
  showsChosenPath,
  showsHeroicActionsAndSpells,
  showsMightWillFate,
  sortByRank,
  statusOptionsFor,
  validateHeroInjuries,
  visibleStatKeys,
  type Rank,
} from './ranks';
import { STAT_KEYS, type Stats } from './stats';
import { stats } from './test-stats';

describe('ranks', () => {
  it('are the six of docs/rules.md#ranks, three of them leader-like', () => {
    expect(RANKS).toEqual(['Leader', 'Sergeant', 'Hero', 'Warrior', 'Creature', 'Wanderer']);
    expect(LEADER_LIKE_RANKS).toEqual(['Leader', 'Sergeant', 'Hero']);
    expect(isRank('Hero')).toBe(true);
    expect(isRank('hero')).toBe(false);
  });

  // One row per rank, read from docs/rules.md#ranks.
  it.each([
    // rank, leader-like, M/W/F shown, path, actions+spells tabs, hero injuries, owns creatures
    ['Leader', true, true, true, true, true, true],
    ['Sergeant', true, true, true, true, true, true],
    ['Hero', true, true, true, true, true, false],
    ['Warrior', false, false, false, false, false, false],
    ['Creature', false, false, false, false, false, false],
    ['Wanderer', false, true, false, true, false, false],
  ] as const)(
    '%s: leader-like %s, Might/Will/Fate %s, path %s, tabs %s, hero injuries %s, owner %s',
    (rank, leaderLike, mwf, path, tabs, heroInjuries, owner) => {
      expect(isLeaderLike(rank)).toBe(leaderLike);
      expect(showsMightWillFate(rank)).toBe(mwf);
      expect(showsChosenPath(rank)).toBe(path);
      expect(showsHeroicActionsAndSpells(rank)).toBe(tabs);
      expect(offersHeroInjuries({ rank, baseStats: stats(), modifyStats: stats() })).toBe(
        heroInjuries,
      );
      expect(canOwnCreatures(rank)).toBe(owner);
    },
  );

  it('hides the Heroic Actions and Spells tabs for every profile', () => {
    for (const rank of RANKS) expect(showsHeroicActionsAndSpells(rank, true)).toBe(false);
  });

  it('offers Lost only to heroes: leader-like ranks, or anyone with Might, Will or Fate', () => {
    const options = (rank: Rank, base: Partial<Stats> = {}, mod: Partial<Stats> = {}) =>
      statusOptionsFor({ rank, baseStats: stats(base), modifyStats: stats(mod) });
    expect(options('Hero')).toEqual(['', 'injured', 'lost', 'dead']);
    expect(options('Warrior')).toEqual(['', 'injured', 'dead']);
    expect(options('Wanderer')).toEqual(['', 'injured', 'dead']);
    expect(options('Wanderer', { fate: 1 })).toEqual(['', 'injured', 'lost', 'dead']);
    expect(options('Creature', {}, { will: 1 })).toEqual(['', 'injured', 'lost', 'dead']);
  });

  it.each([
    ['Leader', false, STAT_KEYS.filter((key) => key !== 'intelligence')],
    ['Leader', true, [...STAT_KEYS]],
    ['Warrior', true, STAT_KEYS.slice(0, 9)],
    ['Creature', false, STAT_KEYS.slice(0, 8)],
  ] as const)('%s under newRuleset %s shows %j', (rank, newRuleset, keys) => {
    expect(visibleStatKeys(rank, newRuleset)).toEqual(keys);
  });
});

describe('side navigation order', () => {
  it('is Leader, Sergeant, Hero, Warrior, Wanderer, then others', () => {
    expect(RANK_SORT_ORDER).toEqual(['Leader', 'Sergeant', 'Hero', 'Warrior', 'Wanderer']);
    expect(
      ['Leader', 'Sergeant', 'Hero', 'Warrior', 'Wanderer', 'Creature', 'Mystery'].map(
        rankSortIndex,
      ),
    ).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it('sorts warriors by rank and keeps the order within a rank', () => {
    const warriors = [
      { name: 'Beast', rank: 'Creature' },
      { name: 'Archer', rank: 'Warrior' },
      { name: 'Nomad', rank: 'Wanderer' },
      { name: 'Captain', rank: 'Leader' },
      { name: 'Spear', rank: 'Warrior' },
      { name: 'Champion', rank: 'Hero' },
      { name: 'Second', rank: 'Sergeant' },
    ];
    expect(sortByRank(warriors).map((w) => w.name)).toEqual([
      'Captain',
      'Second',
      'Champion',
      'Archer',
      'Spear',
      'Nomad',
      'Beast',
    ]);
    expect(warriors[0]?.name).toBe('Beast');
    expect(compareByRank({ rank: 'Hero' }, { rank: 'Leader' })).toBeGreaterThan(0);
  });
});

describe('heroes in the aftermath', () => {
  it.each([
    ['Leader', {}, {}, true],
    ['Sergeant', {}, {}, true],
    ['Hero', {}, {}, true],
    ['Warrior', {}, {}, false],
    ['Wanderer', {}, {}, false],
    ['Creature', {}, {}, false],
    ['Warrior', { fate: 1 }, {}, true],
    ['Wanderer', {}, { might: 1 }, true],
    ['Creature', { will: 1 }, {}, true],
    ['Warrior', { fate: 1 }, { fate: -1 }, false],
  ] as const)('%s with base %j and modifiers %j is a hero: %s', (rank, base, mod, expected) => {
    expect(isHero({ rank, baseStats: stats(base), modifyStats: stats(mod) })).toBe(expected);
  });
});

describe('hero injuries in the editor', () => {
  const target = (rank: Rank, injuries: object, base: Partial<Stats> = {}) => ({
    rank,
    baseStats: stats(base),
    modifyStats: stats(),
    status: '' as const,
    legWound: 0,
    armWound: 0,
    oldWound: 0,
    ...injuries,
  });

  it('accepts any injury on a hero', () => {
    const injuries = { status: 'lost', legWound: 1, armWound: 1, oldWound: 2 };
    expect(validateHeroInjuries(target('Sergeant', injuries))).toEqual({});
    expect(validateHeroInjuries(target('Wanderer', injuries, { fate: 1 }))).toEqual({});
  });

  it('refuses Lost and hero wounds on anyone else, field by field', () => {
    expect(
      validateHeroInjuries(
        target('Warrior', { status: 'lost', legWound: 1, armWound: 1, oldWound: 2 }),
      ),
    ).toEqual({
      status: 'Only heroes can be Lost in Battle',
      legWound: 'Only heroes can have a leg wound',
      armWound: 'Only heroes can have an arm wound',
      oldWound: 'Only heroes can have old battle wounds',
    });
    expect(validateHeroInjuries(target('Creature', { status: 'injured' }))).toEqual({});
  });
});

describe('creature owners', () => {
  const company = [
    { id: 'leader', rank: 'Leader', status: '' },
    { id: 'sergeant', rank: 'Sergeant', status: 'injured' },
    { id: 'hero', rank: 'Hero', status: '' },
    { id: 'fallen', rank: 'Sergeant', status: 'dead' },
    { id: 'warrior', rank: 'Warrior', status: '' },
  ] as const;

  it('are the living Leaders and Sergeants', () => {
    expect(creatureOwnerOptions(company).map((w) => w.id)).toEqual(['leader', 'sergeant']);
  });

  it.each([
    ['leader', true],
    ['sergeant', true],
    ['hero', false],
    ['fallen', false],
    ['warrior', false],
    ['elsewhere', false],
    [null, false],
    ['', false],
  ])('owner %j is valid: %s', (owner, expected) => {
    expect(isValidCreatureOwner(owner, company)).toBe(expected);
  });
});

describe('creatures dying with their owner', () => {
  it('are the living ones he owns, and no one else', () => {
    const company = [
      { id: 'grip', owner: 'eothain', status: '' },
      { id: 'fang', owner: 'eothain', status: 'injured' },
      { id: 'gone', owner: 'eothain', status: 'dead' },
      { id: 'warg', owner: 'other', status: '' },
      { id: 'eothain', owner: null, status: '' },
    ] as const;
    expect(creaturesDyingWith('eothain', company).map((w) => w.id)).toEqual(['grip', 'fang']);
    expect(creaturesDyingWith('nobody', company)).toEqual([]);
  });
});

describe('rank changes in the editor', () => {
  const warrior = (
    rank: Rank,
    base: Partial<Stats>,
    mod: Partial<Stats>,
    owner: string | null = 'owner-1',
  ) => ({
    name: 'Eorl',
    rank,
    owner,
    baseStats: stats(base),
    modifyStats: stats({ fight: 1, ...mod }),
  });

  it('resets the owner unless the new rank is Creature', () => {
    expect(changeRank(warrior('Creature', {}, {}), 'Warrior').owner).toBeNull();
    expect(changeRank(warrior('Warrior', {}, {}), 'Creature').owner).toBe('owner-1');
    expect(
      changeRank({ ...warrior('Warrior', {}, {}), owner: undefined }, 'Creature').owner,
    ).toBeNull();
  });

  it('leaves a warrior untouched when the rank does not change', () => {
    const before = warrior('Hero', {}, {});
    expect(changeRank(before, 'Hero')).toBe(before);
  });

  it('zeroes Might, Will and Fate, base and modifier, for Warrior and keeps the rest', () => {
    const before = warrior('Hero', { fight: 4, might: 2, fate: 1 }, { might: 1, will: 2, fate: 1 });
    const after = changeRank(before, 'Warrior');
    expect(after.modifyStats).toEqual(stats({ fight: 1 }));
    expect(after.baseStats).toEqual(stats({ fight: 4 }));
    expect(after.name).toBe('Eorl');
    expect(isHero(after)).toBe(false);
    expect(before.baseStats.might).toBe(2);
  });

  it('keeps modifiers for Creature', () => {
    const after = changeRank(warrior('Warrior', {}, { fate: 0 }), 'Creature');
    expect(after.modifyStats).toEqual(stats({ fight: 1 }));
  });

  // The defaults when the current Might, Will and Fate modifiers sum to zero.
  it.each([
    ['Leader', {}, { might: 1, will: 1, fate: 1 }],
    ['Leader', { might: 2, will: 0, fate: 1 }, { might: 0, will: 1, fate: 0 }],
    ['Sergeant', {}, { might: 1, will: 1, fate: 1 }],
    ['Sergeant', { might: 1, will: 1, fate: 1 }, { might: 0, will: 0, fate: 0 }],
    ['Hero', {}, { might: 0, will: 0, fate: 1 }],
    ['Hero', { fate: 2 }, { might: 0, will: 0, fate: 0 }],
    ['Wanderer', {}, { might: 0, will: 0, fate: 0 }],
  ] as const)('%s with base %j gets %j', (rank, base, expected) => {
    const after = changeRank(warrior('Warrior', base, {}), rank);
    expect(after.modifyStats).toEqual(stats({ fight: 1, ...expected }));
    expect(defaultMightWillFate(rank, stats(base))).toEqual(expected);
  });

  it('keeps the previous modifiers when they do not sum to zero', () => {
    const after = changeRank(warrior('Hero', {}, { might: 2 }), 'Leader');
    expect(after.modifyStats).toEqual(stats({ fight: 1, might: 2 }));
  });

  it('takes modifiers that cancel out as a zero sum, as docs/rules.md#rank-changes words it', () => {
    const after = changeRank(warrior('Hero', {}, { might: 1, fate: -1 }), 'Leader');
    expect(after.modifyStats).toEqual(stats({ fight: 1, might: 1, will: 1, fate: 1 }));
  });
});

describe('validateWarriorMightWillFate', () => {
  const stats = (might: number, will: number, fate: number) => ({ might, will, fate });

  it('refuses base Might, Will or Fate on a Warrior, each on its own field', () => {
    expect(validateWarriorMightWillFate({ rank: 'Warrior', baseStats: stats(1, 0, 2) })).toEqual({
      might: WARRIOR_HAS_NO_MIGHT_WILL_FATE,
      fate: WARRIOR_HAS_NO_MIGHT_WILL_FATE,
    });
    expect(validateWarriorMightWillFate({ rank: 'Warrior', baseStats: stats(0, 0, 0) })).toEqual(
      {},
    );
  });

  it('leaves every other rank be', () => {
    expect(validateWarriorMightWillFate({ rank: 'Hero', baseStats: stats(1, 1, 1) })).toEqual({});
  });
});
