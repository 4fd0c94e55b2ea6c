import { describe, expect, it } from 'vitest';
import { AftermathInput } from '@warband/schemas';
import {
  draftWith,
  endedBattle,
  EOMER_FIGHTS_BETTER,
  injury,
  VETERAN,
  veterans,
} from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import { stepErrors, toAftermathInput } from './aftermath-check';
import type { AftermathDraft } from './aftermath-draft';

const plan = (draft: AftermathDraft) => planAftermath(veterans(), endedBattle(), draft, false);

describe('planAftermath', () => {
  it('asks for injuries of the wounded who stayed, not the fled or those who sat out', () => {
    const wounded = plan(draftWith({ result: 'win' })).wounded.map((w) => w.warrior.name);
    expect(wounded).toEqual(['Eomer', 'Hama', 'Spear']);
  });

  it('counts experience as the rules do, with exclusions and level-ups crossed', () => {
    const rows = plan(draftWith({ result: 'win' })).experience;
    const byId = Object.fromEntries(rows.map((row) => [row.warrior.name, row]));
    // Leader: 1 + 2 wounds + 1 win = 4, from 4 to 8: one level-up.
    expect(byId.Eomer).toMatchObject({ before: 4, after: 8, levelUps: 1 });
    // Warrior: 1 + at most 1 for wounds = 2, from 9 to 11: one level-up.
    expect(byId.Spear).toMatchObject({ before: 9, after: 11, levelUps: 1 });
    expect(byId.Limping!.gain.excluded).toBe('preBattleInjury');
    expect(byId.Warg!.gain.excluded).toBe('Creature');
  });

  it('lets a dead owner take his Creature with him, and the dead gain nothing', () => {
    const result = plan(
      draftWith({ result: 'win', injuries: { [VETERAN.Eomer]: injury('dead') } }),
    );
    expect(result.diedWithOwner.map((w) => w.warrior.name)).toEqual(['Warg']);
    const eomer = result.experience.find((row) => row.warrior.name === 'Eomer')!;
    expect(eomer.gain.excluded).toBe('dead');
    expect(result.levelUps.map((slot) => slot.warrior.name)).toEqual(['Spear']);
  });

  it('makes a plain Warrior with the bonus level up a Hero who levels up as one', () => {
    const draft = draftWith({ result: 'loss' });
    draft.rewards.levelUp = { on: true, warriorId: VETERAN.Spear };
    const result = plan(draft);
    const spear = result.experience.find((row) => row.warrior.name === 'Spear')!;
    expect(spear.madeHero).toBe(true);
    expect(result.levelUps.find((slot) => slot.warrior.name === 'Spear')?.kind).toBe('hero');
  });

  it('gives a hero with the bonus level up one more level-up to take', () => {
    const draft = draftWith({ result: 'loss' });
    draft.rewards.levelUp = { on: true, warriorId: VETERAN.Hama };
    const slots = plan(draft).levelUps.filter((slot) => slot.warrior.name === 'Hama');
    expect(slots).toHaveLength(1);
  });

  it('adds influence for the result, the odds, Wounds of a Hero and the reward', () => {
    const draft = draftWith({
      result: 'draw',
      injuries: {
        [VETERAN.Eomer]: injury('woundsOfAHero', { influence: { total: 4, rolledBy: 'app' } }),
      },
    });
    draft.rewards.influence = { on: true, value: 2 };
    const influence = planAftermath(
      veterans(),
      endedBattle(veterans(), 450),
      draft,
      false,
    ).influence;
    // 450 - 300 = 150: 10 bonus (capped) for the weaker company.
    expect(influence).toMatchObject({
      resultInfluence: 3,
      againstTheOdds: 10,
      woundsInfluence: 4,
      influenceReward: 2,
      total: 19,
      before: 5,
      after: 24,
    });
  });

  it("works out a match's Against the Odds from the ratings the match kept", () => {
    // Recorded at 300 against 345, though the company has grown to 400 since.
    const grown = { ...veterans(), currentRating: 400 };
    const battle = {
      ...endedBattle(grown, 345),
      companyRating: 300,
      match: { id: 'm1', campaignId: 'k1', name: 'War of the Ring: Veterans v Corsairs' },
    };
    const { influence } = planAftermath(grown, battle, draftWith({ result: 'loss' }), false);
    // 345 - 300 = 45: 3 for the weaker company, as the match showed.
    expect(influence).toMatchObject({ resultInfluence: 2, againstTheOdds: 3, total: 5 });
  });

  it('leaves the company as Submit will: influence, rating and the warriors it changes', () => {
    const result = plan(
      draftWith({ result: 'win', injuries: { [VETERAN.Eomer]: injury('dead') } }),
    );
    expect(result.company.influence).toBe(result.influence.after);
    expect(result.company.currentRating).toBeLessThan(veterans().currentRating);
    expect(result.company.warriors[VETERAN.Eomer]?.status).toBe('dead');
    expect(result.company.warriors[VETERAN.Warg]?.status).toBe('dead');
    const archer = result.experience.find((row) => row.warrior.id === VETERAN.Archer);
    expect(archer?.after).toBeGreaterThan(0);
    expect(result.company.warriors[VETERAN.Archer]?.experience).toBe(archer?.after);
  });

  it('sends no bonus level up or experience for one who died in the injuries', () => {
    const draft = draftWith({
      result: 'win',
      injuries: {
        [VETERAN.Eomer]: injury('dead'),
        [VETERAN.Hama]: injury('fullRecovery'),
        [VETERAN.Spear]: injury('fullRecovery'),
      },
      levelUps: {
        [VETERAN.Spear]: [{ kind: 'warrior', roll: null, result: 'promoted', baseClass: 'Vet' }],
      },
    });
    draft.rewards.levelUp = { on: true, warriorId: VETERAN.Eomer };
    draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Eomer]: 2, [VETERAN.Hama]: 1 } };
    const input = toAftermathInput(endedBattle(), draft, plan(draft));
    expect(input.rewards.levelUp).toBeNull();
    expect(input.rewards.experience).toEqual({ [VETERAN.Hama]: 1 });
  });

  it('takes a second leg wound as a reason to say Dead', () => {
    const result = plan(
      draftWith({ result: 'win', injuries: { [VETERAN.Hama]: injury('legWound') } }),
    );
    expect(result.wounded.find((w) => w.warrior.name === 'Hama')?.errors.result).toMatch(/Dead/);
  });
});

describe('stepErrors and toAftermathInput', () => {
  it('asks for a result and for each enabled reward', () => {
    const draft = draftWith({});
    draft.rewards.influence = { on: true, value: null };
    draft.rewards.levelUp = { on: true, warriorId: null };
    expect(stepErrors('result', draft, plan(draft))).toEqual({
      result: 'Please select a result',
      'rewards.influence': 'This field is required',
      'rewards.levelUp': 'Please select a warrior',
    });
  });

  it('wants every wounded warrior to have an injury, then sends a valid AftermathInput', () => {
    const draft = draftWith({
      result: 'win',
      injuries: { [VETERAN.Eomer]: injury('fullRecovery') },
    });
    const partial = stepErrors('injuries', draft, plan(draft));
    expect(Object.keys(partial).sort()).toEqual([
      `injuries.${VETERAN.Hama}.result`,
      `injuries.${VETERAN.Spear}.result`,
    ]);

    const whole = draftWith({
      result: 'win',
      injuries: {
        [VETERAN.Eomer]: injury('fullRecovery', { roll: { total: 7, rolledBy: 'app' } }),
        [VETERAN.Hama]: injury('dead'),
        [VETERAN.Spear]: injury('fullRecovery'),
      },
      levelUps: {
        ...EOMER_FIGHTS_BETTER,
        [VETERAN.Spear]: [
          { kind: 'warrior', roll: null, result: 'promoted', baseClass: 'Veteran' },
        ],
      },
    });
    const done = plan(whole);
    expect(stepErrors('injuries', whole, done)).toEqual({});
    expect(stepErrors('experience', whole, done)).toEqual({});
    const input = toAftermathInput(endedBattle(), whole, done);
    expect(AftermathInput.safeParse(input).success).toBe(true);
    // Whom it was against goes with it, as typed at the start.
    const opponent = { name: 'Anna', company: 'Dunland', scenario: 'Hold the Ford', note: '' };
    const against = toAftermathInput({ ...endedBattle(), opponent }, whole, done);
    expect(against.opponent).toEqual(opponent);
    expect(input.injuries.map((choice) => choice.warriorId)).toEqual([
      VETERAN.Eomer,
      VETERAN.Hama,
      VETERAN.Spear,
    ]);
    expect(input.levelUps.map((choice) => choice.kind)).toEqual(['hero', 'warrior']);
    expect(input.participants.find((p) => p.warriorId === VETERAN.Archer)?.fled).toBe(true);
  });
});
