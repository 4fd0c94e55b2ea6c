import { describe, expect, it } from 'vitest';
import {
  ARMOURY_ITEM_MISSING,
  CANNOT_LEVEL_UP,
  firstRefusals,
  INJURY_MISSING,
  INTELLIGENCE_NEEDS_NEW_RULESET,
  LISTED_TWICE,
  levelUpsOwed,
  NOT_IN_BATTLE,
  NOT_IN_COMPANY,
  NOT_WOUNDED,
  perkLibraryEntries,
  perkLibraryEntry,
  planAftermath,
  WRONG_TABLE,
  type AftermathChoices,
} from './aftermath';
import {
  after,
  choices,
  company,
  fields,
  fought,
  leader,
  veteran,
  warrior,
} from './aftermath.fixtures';
import { NOBODY_FOUGHT, SAT_OUT_BY_STATUS } from './battle';
import { INFLUENCE_MAX } from './influence';
import { companyPoints } from './points';
import { stats } from './test-stats';

describe('planAftermath', () => {
  it('refuses warriors not of the company, listed twice, or fighting while injured', () => {
    const hurt = warrior('hurt', { status: 'injured' });
    const dead = warrior('dead', { status: 'dead' });
    const outcome = planAftermath(
      choices({
        participants: [
          fought('leader'),
          fought('leader'),
          fought('nobody'),
          fought('dead'),
          fought('hurt'),
        ],
      }),
      company([leader(), hurt, dead]),
    );
    expect(fields(outcome)).toEqual({
      'participants.1.warriorId': LISTED_TWICE,
      'participants.2.warriorId': NOT_IN_COMPANY,
      'participants.3.warriorId': NOT_IN_COMPANY,
      'participants.4.preBattleInjury': SAT_OUT_BY_STATUS,
    });
  });

  it('tells the refusals of the first step that has any, as the API answers them', () => {
    const outcome = planAftermath(
      choices({
        participants: [fought('leader', { preBattleInjury: true })],
        rewards: { influence: null, levelUp: 'nobody', experience: {}, item: null },
      }),
      company([leader()]),
    );
    expect(firstRefusals(outcome.refusals)).toEqual({ participants: NOBODY_FOUGHT });
    expect(firstRefusals([])).toBeNull();
  });

  it('keeps a company at the most influence it may hold, whatever the battle brings', () => {
    const outcome = planAftermath(
      choices({ result: 'win', participants: [fought('leader')] }),
      company([leader()], { influence: INFLUENCE_MAX - 1 }),
    );
    expect(outcome.influence).toMatchObject({ before: INFLUENCE_MAX - 1, total: 4 });
    expect(outcome.influence.after).toBe(INFLUENCE_MAX);
  });

  it('needs someone who fought', () => {
    const outcome = planAftermath(
      choices({ participants: [fought('leader', { preBattleInjury: true })] }),
      company([leader()]),
    );
    expect(outcome.refusals).toContainEqual(
      expect.objectContaining({ step: 'fought', field: 'participants', message: NOBODY_FOUGHT }),
    );
  });

  it('applies an injury, lets the Creature die with its owner, and counts the influence', () => {
    const warg = warrior('warg', { rank: 'Creature', owner: 'leader' });
    const hama = warrior('hama', { rank: 'Hero' });
    const outcome = planAftermath(
      choices({
        participants: [fought('leader', { wounded: true }), fought('hama', { wounded: true })],
        injuries: [
          { warriorId: 'leader', result: 'dead' },
          { warriorId: 'hama', result: 'woundsOfAHero', influence: { total: 4 } },
        ],
      }),
      company([leader(), hama, warg]),
    );
    expect(outcome.refusals).toEqual([]);
    expect(after(outcome, 'leader').status).toBe('dead');
    expect(after(outcome, 'warg').status).toBe('dead');
    // One who was not on the roster is kept with the counters of one who sat it out.
    expect(outcome.summaries[2]!.counters).toEqual({
      warriorId: 'warg',
      preBattleInjury: true,
      wounded: false,
      fled: false,
      woundsInflicted: 0,
      remainingWounds: 0,
      remainingMight: 0,
      remainingWill: 0,
      remainingFate: 0,
      oldWound: null,
    });
    expect(outcome.summaries.map((s) => [s.warriorId, s.diedWithOwner])).toEqual([
      ['leader', false],
      ['hama', false],
      ['warg', true],
    ]);
    expect(outcome.influence).toMatchObject({ before: 3, woundsInfluence: 4, resultInfluence: 4 });
    expect(outcome.influence.after).toBe(3 + outcome.influence.total);
    expect(outcome.events.map((e) => [e.kind, e.warriorId])).toEqual([
      ['battleApplied', null],
      ['warriorKilled', 'leader'],
      ['warriorInjured', 'hama'],
      ['warriorKilled', 'warg'],
    ]);
  });

  it('refuses injuries of the unwounded, twice over, missing, or against their roll', () => {
    const outcome = planAftermath(
      choices({
        participants: [
          fought('leader', { wounded: true }),
          fought('hama', { wounded: true }),
          fought('spear'),
        ],
        injuries: [
          { warriorId: 'leader', roll: { total: 12 }, result: 'dead' },
          { warriorId: 'leader', result: 'dead' },
          { warriorId: 'spear', result: 'dead' },
        ],
      }),
      company([leader(), warrior('hama'), warrior('spear', { rank: 'Warrior' })]),
    );
    expect(fields(outcome)).toEqual({
      'injuries.0.result': expect.stringMatching(/^A roll of 12 gives /),
      'injuries.1.warriorId': NOT_WOUNDED,
      'injuries.2.warriorId': NOT_WOUNDED,
      'injuries.hama': `${INJURY_MISSING}: hama`,
    });
    expect(after(outcome, 'leader').status).toBe('');
  });

  it('gives experience, owes level-ups, and makes a plain Warrior with the bonus level a Hero', () => {
    const spear = warrior('spear', { rank: 'Warrior', baseStats: stats(), experience: 3 });
    const outcome = planAftermath(
      choices({
        participants: [fought('leader', { woundsInflicted: 2 }), fought('spear')],
        rewards: { influence: 2, levelUp: 'spear', experience: { leader: 1 }, item: null },
        levelUps: [
          { kind: 'hero', warriorId: 'leader', perks: [{ kind: 'characteristic', stat: 'fight' }] },
        ],
      }),
      company([leader(), spear]),
    );
    expect(outcome.refusals).toEqual([]);
    const mine = outcome.warriors[0]!;
    expect(mine.gain?.total).toBe(5);
    expect(mine.levelUpsOwed).toBe(1);
    expect(after(outcome, 'leader')).toMatchObject({ experience: 5, modifyStats: { fight: 1 } });
    expect(outcome.warriors[1]!.madeHero).toBe(true);
    expect(after(outcome, 'spear').rank).toBe('Hero');
    expect(outcome.influence.influenceReward).toBe(2);
    expect(outcome.ratingAfter).toBeGreaterThan(outcome.ratingBefore);
    expect(outcome.ratingAfter).toBe(
      companyPoints(
        outcome.warriors.map((w) => w.after),
        false,
      ),
    );
  });

  it('gives a hero with the bonus level one more level-up, and refuses it to the dead or absent', () => {
    const hero = planAftermath(
      choices({ rewards: { influence: null, levelUp: 'leader', experience: {}, item: null } }),
      company([leader()]),
    );
    expect(fields(hero)).toEqual({ 'levelUps.leader': levelUpsOwed(1) });
    const dead = planAftermath(
      choices({
        participants: [fought('leader', { wounded: true })],
        injuries: [{ warriorId: 'leader', result: 'dead' }],
        rewards: { influence: null, levelUp: 'leader', experience: { nobody: 1 }, item: null },
      }),
      company([leader()]),
    );
    expect(fields(dead)).toEqual({
      'rewards.levelUp': CANNOT_LEVEL_UP,
      'rewards.experience.nobody': NOT_IN_BATTLE,
    });
    const absent = planAftermath(
      choices({ rewards: { influence: null, levelUp: 'nobody', experience: {}, item: null } }),
      company([leader()]),
    );
    expect(fields(absent)['rewards.levelUp']).toBe(NOT_IN_BATTLE);
  });

  it('takes each level-up on the table the warrior stands on, and refuses the rest', () => {
    const spear = warrior('spear', { rank: 'Warrior', baseStats: stats(), experience: 8 });
    const outcome = planAftermath(
      choices({
        participants: [fought('leader'), fought('spear', { woundsInflicted: 1 })],
        levelUps: [
          { kind: 'warrior', warriorId: 'leader', result: 'noChange' },
          { kind: 'warrior', warriorId: 'spear', result: 'heroInTheMaking' },
          { kind: 'warrior', warriorId: 'spear', result: 'promoted', baseClass: '' },
          { kind: 'warrior', warriorId: 'nobody', result: 'noChange' },
        ],
      }),
      company([veteran(), spear]),
    );
    expect(fields(outcome)).toEqual({
      'levelUps.0.kind': WRONG_TABLE.hero,
      'levelUps.2.warriorId': levelUpsOwed(1),
      'levelUps.3.warriorId': levelUpsOwed(0),
    });
    expect(after(outcome, 'spear').rank).toBe('Hero');
    const promoted = planAftermath(
      choices({
        participants: [fought('leader'), fought('spear', { woundsInflicted: 1 })],
        levelUps: [
          { kind: 'hero', warriorId: 'leader', perks: [{ kind: 'characteristic', stat: 'fight' }] },
          { kind: 'warrior', warriorId: 'spear', result: 'promoted', baseClass: '' },
        ],
      }),
      company([veteran(), spear]),
    );
    expect(fields(promoted)).toEqual({ 'levelUps.1.baseClass': 'Please enter a base class' });
  });

  it('adds new rules, actions and spells at the end of their lists, and improves one held', () => {
    const perks = [
      { kind: 'rule', rule: { mode: 'new', libraryId: 'lib-rule', name: 'Oath' } },
      { kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'leader-ha' } },
      {
        kind: 'spell',
        spell: { mode: 'new', libraryId: null, name: 'Blind', baseCastingValue: 4 },
      },
      { kind: 'heroicAction', heroicAction: { mode: 'new', libraryId: 'mine', name: 'Charge' } },
    ] as const;
    const outcome = planAftermath(
      choices({
        participants: [fought('leader', { woundsInflicted: 15 })],
        levelUps: perks.map((perk) => ({ kind: 'hero', warriorId: 'leader', perks: [perk] })),
      }),
      company([veteran()], {
        newRuleset: true,
        checkLibrary: (entry) => (entry.id === 'mine' ? null : 'Not yours'),
      }),
    );
    expect(fields(outcome)).toEqual({ 'levelUps.0.perks.0.rule.libraryId': 'Not yours' });
    const hero = after(outcome, 'leader');
    expect(hero.heroicActions).toEqual([
      expect.objectContaining({ id: 'leader-ha', improved: true }),
      expect.objectContaining({ id: 'ha-3', name: 'Charge', position: 1 }),
    ]);
    expect(hero.spells).toEqual([
      expect.objectContaining({ id: 'spell-2', name: 'Blind', baseCastingValue: 4, position: 0 }),
    ]);
    expect(outcome.levelUps.map((taken) => taken.slot)).toEqual([0, 1, 2, 3]);
  });

  it("takes the wizard's half-made level-ups as it asks for them", () => {
    const outcome = planAftermath(
      choices(),
      company([veteran()], {
        levelUpAt: (warriorId, slot, kind) =>
          ({ kind, warriorId, perks: [], result: null }) as never,
      }),
    );
    expect(outcome.levelUps).toEqual([
      expect.objectContaining({ warriorId: 'leader', slot: 0, kind: 'hero' }),
    ]);
    expect(fields(outcome)).toEqual({ 'levelUps.leader.0.perk': expect.any(String) });
  });

  it('copies the bonus item to the end of its wargear, or refuses it', () => {
    const withItem = (item: AftermathChoices['rewards']['item'], newRuleset = false) =>
      planAftermath(
        choices({ rewards: { influence: null, levelUp: null, experience: {}, item } }),
        company([leader()], { newRuleset }),
      );
    const given = withItem({ warriorId: 'leader', armouryId: 'a1', fields: { name: 'Horn' } });
    expect(after(given, 'leader').wargear).toEqual([
      expect.objectContaining({ name: 'Horn', armouryId: 'a1', position: 0 }),
    ]);
    expect(given.summaries[0]!.bonusItem).toBe('Horn');
    expect(fields(withItem({ warriorId: 'x', armouryId: 'a1', fields: null }))).toEqual({
      'rewards.item.warriorId': NOT_IN_BATTLE,
      'rewards.item.armouryId': ARMOURY_ITEM_MISSING,
    });
    const clever = { name: 'Book', adjustmentStat: 'intelligence' as const };
    expect(fields(withItem({ warriorId: 'leader', armouryId: null, fields: clever }))).toEqual({
      'rewards.item.adjustmentStat': INTELLIGENCE_NEEDS_NEW_RULESET,
    });
    expect(
      withItem({ warriorId: 'leader', armouryId: null, fields: clever }, true).refusals,
    ).toEqual([]);
  });

  it('brings back to the ranks those who sat out injured, and logs a level-up', () => {
    const hurt = warrior('hurt', { status: 'injured' });
    const outcome = planAftermath(
      choices({
        participants: [fought('leader'), fought('hurt', { preBattleInjury: true })],
        rewards: { influence: null, levelUp: null, experience: {}, item: null },
        levelUps: [
          { kind: 'hero', warriorId: 'leader', perks: [{ kind: 'characteristic', stat: 'fight' }] },
        ],
      }),
      company([veteran(), hurt], { rating: 500 }),
    );
    expect(after(outcome, 'hurt').status).toBe('');
    expect(outcome.ratingBefore).toBe(500);
    expect(outcome.events.map((e) => e.kind)).toEqual(['battleApplied', 'warriorLevelledUp']);
  });
});

describe('perkLibraryEntry', () => {
  it('names the library entry a perk copies, and nothing for one written new or improved', () => {
    expect(
      perkLibraryEntry({
        kind: 'spell',
        spell: { mode: 'new', libraryId: 's1', name: 'x', baseCastingValue: 3 },
      }),
    ).toEqual({ list: 'spells', id: 's1', path: 'spell.libraryId' });
    expect(perkLibraryEntry({ kind: 'characteristic', stat: 'fight' })).toBeNull();
    expect(
      perkLibraryEntry({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'h' } }),
    ).toBeNull();
    expect(perkLibraryEntry({ kind: 'rule', rule: null })).toBeNull();
  });
});

describe('perkLibraryEntries', () => {
  it("lists the library entries of the heroes' perks, and none of a warrior's roll", () => {
    const rule = { mode: 'new' as const, libraryId: 'r1', name: 'Terror' };
    expect(
      perkLibraryEntries([
        { kind: 'hero', warriorId: 'a', perks: [{ kind: 'rule', rule }] },
        { kind: 'hero', warriorId: 'a', perks: [{ kind: 'characteristic', stat: 'fight' }] },
        { kind: 'warrior', warriorId: 'b', result: 'promoted', baseClass: 'Captain' },
      ]),
    ).toEqual([{ list: 'specialRules', id: 'r1' }]);
  });
});
