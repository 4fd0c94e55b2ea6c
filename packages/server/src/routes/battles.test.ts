import { describe, expect, it } from 'vitest';
import type { BattleHistory, Company } from '@warband/schemas';
import { companiesApi, toPayload, UNKNOWN_ID } from '../../test/companies';
import { aftermathFor, applied, companyForBattle } from '../../test/battles';
import { registerUser, useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';
import { BATTLE_UNDONE } from '../services/battle/apply-aftermath';
import { CHANGED_SINCE, ONLY_THE_LAST_BATTLE } from '../services/battle/undo-battle';

const t = useTestApp();

describe('PUT /api/company/:id/battle', () => {
  it('applies injuries, experience, a level-up and influence, and answers the company', async () => {
    const { company, api, hero, warrior, leader, creature, battles } = await companyForBattle(t.app);
    const rating = (await api.list()).json<Company[]>()[0]!.currentRating;
    const payload = aftermathFor([hero, warrior, leader, creature], {
      result: 'win',
      opponentRating: rating + 31,
      participants: [
        { warriorId: hero.id, wounded: true, woundsInflicted: 2 },
        { warriorId: warrior.id, fled: true, woundsInflicted: 3 },
        { warriorId: leader.id, wounded: true },
        { warriorId: creature.id },
      ],
      rewards: { influence: 3, experience: { [warrior.id]: 1 } },
      injuries: [
        { warriorId: hero.id, roll: { total: 5, rolledBy: 'app' }, result: 'legWound' },
        { warriorId: leader.id, roll: { total: 2, rolledBy: 'player' }, result: 'dead' },
      ],
      levelUps: [
        {
          kind: 'hero',
          warriorId: hero.id,
          chosenPath: 'Knight',
          perks: [{ kind: 'characteristic', stat: 'fight' }],
        },
      ],
    });
    const answer = await applied(await battles.apply(company.id, payload));

    // 7 + 1 taking part + 2 wounds + 1 for the win = 11: one level-up, Fight +1.
    expect(answer.warriors[hero.id]).toMatchObject({
      experience: 11,
      legWound: 1,
      chosenPath: 'Knight',
      modifyStats: expect.objectContaining({ fight: 2 }),
    });
    // A plain warrior's wounds count at most 1: 1 + 1 + 1 bonus.
    expect(answer.warriors[warrior.id]!.experience).toBe(3);
    expect(answer.warriors[leader.id]!.status).toBe('dead');
    expect(answer.warriors[creature.id]!.status).toBe('dead');
    // 5 + 4 for the win + 2 against the odds + 3 bonus.
    expect(answer.influence).toBe(14);
    expect(answer.rating).toBe(answer.currentRating);

    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.record).toEqual({ won: 1, drawn: 0, lost: 0 });
    expect(history.battles[0]).toMatchObject({
      battleId: payload.battleId,
      result: 'win',
      influence: { before: 5, after: 14, againstTheOdds: 2, influenceReward: 3 },
    });
    const leaderRecord = history.battles[0]!.warriors.find((w) => w.warriorId === leader.id);
    expect(leaderRecord!.injury).toMatchObject({ roll: { total: 2, rolledBy: 'player' } });
    const hound = history.battles[0]!.warriors.find((w) => w.warriorId === creature.id);
    expect(hound).toMatchObject({ diedWithOwner: true, experienceAfter: 0 });
  });
});
