import { describe, expect, it } from 'vitest';
import { planAftermath, type AftermathRefusal } from './aftermath';
import { aftermathRows, choicesTaken, refusalsByWarrior } from './aftermath-rows';
import { choices, company, fought, leader, veteran, warrior } from './aftermath.fixtures';
import { stats } from './test-stats';

describe('aftermathRows', () => {
  it('reads the roster, the wounded, those who died with their owner and the experience', () => {
    const warg = warrior('warg', { rank: 'Creature', owner: 'leader' });
    const spear = warrior('spear', { rank: 'Warrior', baseStats: stats(), experience: 4 });
    const outcome = planAftermath(
      choices({
        participants: [fought('leader', { wounded: true }), fought('warg'), fought('spear')],
        rewards: { influence: null, levelUp: 'spear', experience: {}, item: null },
        injuries: [{ warriorId: 'leader', result: 'dead' }],
      }),
      company([leader(), warg, spear, warrior('home')]),
    );
    const rows = aftermathRows(outcome, (w) => ({ warrior: w }));
    expect(rows.roster.map((w) => w.warrior.id)).toEqual(['leader', 'warg', 'spear']);
    expect(rows.wounded).toEqual([
      { warrior: expect.objectContaining({ id: 'leader' }), errors: {} },
    ]);
    expect(rows.diedWithOwner.map((w) => w.warrior.id)).toEqual(['warg']);
    expect(rows.experience.map(({ warrior: w, ...line }) => [w.id, line])).toEqual([
      ['leader', expect.objectContaining({ before: 0, after: 0, levelUps: 0, madeHero: false })],
      ['warg', expect.objectContaining({ before: 0, after: 0, levelUps: 0 })],
      ['spear', expect.objectContaining({ before: 4, after: 5, levelUps: 1, madeHero: true })],
    ]);
    expect(rows.experience[0]!.gain.excluded).toBe('dead');
    expect(rows.experience[2]!.gain.total).toBe(1);
  });

  it('shows a warrior whose experience was never worked out as gaining nothing', () => {
    const outcome = planAftermath(choices(), company([leader()]));
    outcome.warriors[0]!.gain = null;
    expect(aftermathRows(outcome, (w) => w).experience[0]!.gain.total).toBe(0);
  });
});

describe('choicesTaken', () => {
  it('sends the level-ups as taken, and no reward the dead cannot take', () => {
    const hama = warrior('hama', { rank: 'Hero' });
    const sent = choices({
      participants: [fought('leader', { wounded: true }), fought('hama', { wounded: true })],
      rewards: {
        influence: 1,
        levelUp: 'leader',
        experience: { leader: 2, hama: 1, spear: 0 },
        item: null,
      },
      injuries: [
        { warriorId: 'leader', result: 'dead', influence: { total: 3 } },
        { warriorId: 'hama', result: 'woundsOfAHero', influence: { total: 3 } },
      ],
    });
    const outcome = planAftermath(sent, {
      ...company([veteran(), hama]),
      levelUpAt: (warriorId, slot, kind) =>
        kind === 'hero'
          ? { kind, warriorId, perks: [{ kind: 'characteristic', stat: 'fight' }] }
          : { kind, warriorId, result: null },
    });
    const taken = choicesTaken(sent, outcome);
    expect(taken.rewards).toEqual({
      influence: 1,
      levelUp: null,
      experience: { hama: 1 },
      item: null,
    });
    expect(taken.injuries.map((injury) => injury.influence)).toEqual([null, { total: 3 }]);
    expect(taken.levelUps).toEqual(outcome.levelUps.map((levelUp) => levelUp.choice));
    expect(taken.participants).toBe(sent.participants);
  });

  it('keeps the bonus level up of one who lived', () => {
    const sent = choices({
      rewards: { influence: null, levelUp: 'leader', experience: {}, item: null },
    });
    const taken = choicesTaken(sent, planAftermath(sent, company([leader()])));
    expect(taken.rewards.levelUp).toBe('leader');
    // Not asked for slot by slot, a level-up owed but not sent is not made up.
    expect(taken.levelUps).toEqual([]);
  });
});

describe('refusalsByWarrior', () => {
  it("keys a step's refusals by warrior and level-up, and leaves out those of no warrior", () => {
    const refusals: AftermathRefusal[] = [
      { step: 'injuries', field: 'injuries.0.result', message: 'R', warriorId: 'a', key: 'result' },
      { step: 'injuries', field: 'injuries.b', message: 'Missing', warriorId: 'b' },
      {
        step: 'levelUps',
        field: 'levelUps.a.1.stat',
        message: 'S',
        warriorId: 'a',
        slot: 1,
        key: 'stat',
      },
      { step: 'rewards', field: 'rewards.levelUp', message: 'N' },
    ];
    expect(refusalsByWarrior(refusals, 'injuries')).toEqual({ 'injuries.a.result': 'R' });
    expect(refusalsByWarrior(refusals, 'levelUps')).toEqual({ 'levelUps.a.1.stat': 'S' });
    expect(refusalsByWarrior(refusals, 'rewards')).toEqual({});
  });
});
