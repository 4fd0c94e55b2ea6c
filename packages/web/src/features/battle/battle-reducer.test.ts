import { breakPoint, quarteredPoint } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleUnderway, play, PLAYER_ID, riders } from './battle-fixtures';
import { battleReducer, counterValue } from './battle-reducer';
import { newAftermathDraft } from './aftermath/aftermath-draft';
import { battleBanner, newBattle, oldWoundsPending, takingPart, UNDO_LIMIT } from './battle-state';

const START = new Date('2026-05-01T10:00:00Z');
const fresh = () => newBattle(riders(), PLAYER_ID, 'battle-1', START);
const find = (battle: ReturnType<typeof fresh>, id: string) =>
  battle.roster.find((w) => w.id === id)!;

describe('a new battle', () => {
  it('takes the living warriors in rank order, full up, the injured sitting out', () => {
    const battle = fresh();
    expect(battle.roster.map((w) => w.id)).toEqual([
      'Eomer',
      'Hama',
      'Spear',
      'Archer',
      'Limping',
      'Warg',
    ]);
    expect(find(battle, 'Eomer').totals).toEqual({ wounds: 2, might: 2, will: 1, fate: 1 });
    expect(find(battle, 'Limping').counters.preBattleInjury).toBe(true);
    expect(takingPart(battle).map((w) => w.id)).not.toContain('Limping');
    expect(battle).toMatchObject({ stage: 'preBattle', revision: 0, companyRating: 300 });
  });

  it('waits for every Old Battle Wounds result before Against the Odds', () => {
    const battle = fresh();
    expect(oldWoundsPending(battle).map((w) => w.id)).toEqual(['Eomer']);
    expect(battleReducer(battle, { type: 'toAgainstTheOdds' })).toBe(battle);
    const ready = play(
      battle,
      { type: 'recordOldWound', warriorId: 'Eomer', outcome: 'Ready', rolls: [3], rolledBy: 'app' },
      { type: 'toAgainstTheOdds' },
    );
    expect(ready.stage).toBe('againstTheOdds');
  });

  it('keeps a hero whose old wound plays up out of this battle, and back in if changed', () => {
    const injured = play(fresh(), {
      type: 'recordOldWound',
      warriorId: 'Eomer',
      outcome: 'Injured',
      rolls: [1],
      rolledBy: 'player',
    });
    expect(find(injured, 'Eomer').counters.preBattleInjury).toBe(true);
    expect(injured.oldWounds.Eomer).toEqual({ outcome: 'Injured', rolls: [1], rolledBy: 'player' });
    const ready = play(injured, {
      type: 'recordOldWound',
      warriorId: 'Eomer',
      outcome: 'Ready',
      rolls: [],
      rolledBy: null,
    });
    expect(find(ready, 'Eomer').counters.preBattleInjury).toBe(false);
    // Only heroes who face old wounds are recorded.
    expect(
      play(ready, {
        type: 'recordOldWound',
        warriorId: 'Spear',
        outcome: 'Injured',
        rolls: [],
        rolledBy: null,
      }),
    ).toBe(ready);
  });

  it('does not begin when Old Battle Wounds leave no one to count for break points', () => {
    const few = company('few', {}, [
      warrior('Lone', { rank: 'Leader', oldWound: 1 }),
      warrior('Warg', { rank: 'Creature' }),
    ]);
    const out = play(
      newBattle(few, PLAYER_ID, 'battle-2', START),
      {
        type: 'recordOldWound',
        warriorId: 'Lone',
        outcome: 'Injured',
        rolls: [1],
        rolledBy: 'app',
      },
      { type: 'toAgainstTheOdds' },
    );
    expect(out.stage).toBe('againstTheOdds');
    expect(battleReducer(out, { type: 'beginBattle' })).toBe(out);
  });

  it('gives the weaker company its bonus re-rolls from the opponent rating', () => {
    const battle = battleUnderway(345);
    expect(battle.odds).toEqual({ side: 'company', bonus: 3 });
    expect(battle.rerollsLeft).toBe(3);
    expect(battleUnderway(200)).toMatchObject({
      odds: { side: 'opponent', bonus: 6 },
      rerollsLeft: 0,
    });
  });
});

describe('counters', () => {
  it('keep wounds between 0 and the total, and mark the warrior wounded at 0', () => {
    const down = (n: number) =>
      Array.from(
        { length: n },
        () => ({ type: 'step', warriorId: 'Spear', counter: 'wounds', by: -1 }) as const,
      );
    const battle = play(battleUnderway(), ...down(3));
    expect(find(battle, 'Spear').counters).toMatchObject({ remainingWounds: 0, wounded: true });
    const healed = play(battle, { type: 'step', warriorId: 'Spear', counter: 'wounds', by: 1 });
    expect(find(healed, 'Spear').counters).toMatchObject({ remainingWounds: 1, wounded: false });
    const full = play(battleUnderway(), {
      type: 'step',
      warriorId: 'Spear',
      counter: 'wounds',
      by: 1,
    });
    expect(counterValue(find(full, 'Spear'), 'wounds')).toEqual([2, 2]);
  });

  it('keep Might, Will and Fate to their totals and wounds inflicted at 0 or more', () => {
    const battle = battleUnderway();
    const tap = (counter: 'might' | 'will' | 'fate' | 'inflicted', by: 1 | -1) =>
      ({ type: 'step', warriorId: 'Eomer', counter, by }) as const;
    expect(play(battle, tap('might', 1))).toBe(battle);
    expect(play(battle, tap('inflicted', -1))).toBe(battle);
    const spent = play(
      battle,
      tap('might', -1),
      tap('might', -1),
      tap('might', -1),
      tap('fate', -1),
    );
    expect(find(spent, 'Eomer').counters).toMatchObject({ remainingMight: 0, remainingFate: 0 });
    const scored = play(battle, tap('inflicted', 1), tap('inflicted', 1));
    expect(counterValue(find(scored, 'Eomer'), 'inflicted')).toEqual([2, Number.POSITIVE_INFINITY]);
  });

  it('change nothing for those who sit the battle out, or before the battle begins', () => {
    const battle = battleUnderway();
    expect(play(battle, { type: 'toggleFlee', warriorId: 'Limping' })).toBe(battle);
    expect(play(battle, { type: 'toggleFlee', warriorId: 'nobody' })).toBe(battle);
    const before = fresh();
    expect(play(before, { type: 'toggleFlee', warriorId: 'Spear' })).toBe(before);
  });

  it('keep bonus re-rolls between 0 and the bonus', () => {
    const battle = battleUnderway(330);
    expect(battle.rerollsLeft).toBe(2);
    expect(play(battle, { type: 'stepRerolls', by: 1 })).toBe(battle);
    const used = play(battle, { type: 'stepRerolls', by: -1 }, { type: 'stepRerolls', by: -1 });
    expect(used.rerollsLeft).toBe(0);
    expect(play(used, { type: 'stepRerolls', by: -1 })).toBe(used);
  });
});

describe('undo', () => {
  it('takes back taps one at a time, flee and re-rolls included', () => {
    const battle = battleUnderway(330);
    const tapped = play(
      battle,
      { type: 'step', warriorId: 'Archer', counter: 'wounds', by: -1 },
      { type: 'toggleFlee', warriorId: 'Spear' },
      { type: 'stepRerolls', by: -1 },
    );
    expect(tapped.undo).toHaveLength(3);
    const once = play(tapped, { type: 'undo' });
    expect(once.rerollsLeft).toBe(2);
    const twice = play(once, { type: 'undo' });
    expect(find(twice, 'Spear').counters.fled).toBe(false);
    const thrice = play(twice, { type: 'undo' });
    expect(thrice.roster).toEqual(battle.roster);
    // Rows that did not change keep their object, so only the tapped row is drawn again.
    expect(find(thrice, 'Eomer')).toBe(find(battle, 'Eomer'));
    expect(play(thrice, { type: 'undo' })).toBe(thrice);
  });

  it(`remembers the last ${UNDO_LIMIT} taps`, () => {
    const taps = Array.from(
      { length: UNDO_LIMIT + 5 },
      () => ({ type: 'step', warriorId: 'Eomer', counter: 'inflicted', by: 1 }) as const,
    );
    const battle = play(battleUnderway(), ...taps);
    expect(battle.undo).toHaveLength(UNDO_LIMIT);
    const undone = play(
      battle,
      ...Array.from({ length: UNDO_LIMIT }, () => ({ type: 'undo' }) as const),
    );
    expect(find(undone, 'Eomer').counters.woundsInflicted).toBe(5);
  });
});

describe('the banner', () => {
  const army = (n: number) =>
    company('army', {}, [
      ...Array.from({ length: n }, (_, i) => warrior(`w${i}`, { rank: 'Warrior' })),
      warrior('beast', { rank: 'Creature' }),
      warrior('hurt', { rank: 'Warrior', status: 'lost' }),
    ]);

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'with %i eligible warriors counts down to Broken and Quartered',
    (n) => {
      let battle = play(
        newBattle(army(n), PLAYER_ID, 'b', START),
        { type: 'toAgainstTheOdds' },
        {
          type: 'beginBattle',
        },
      );
      // Creatures and those sitting out never count.
      battle = play(battle, { type: 'toggleFlee', warriorId: 'beast' });
      const broken = breakPoint(n);
      const quartered = quarteredPoint(n);
      for (let down = 0; down <= n; down += 1) {
        const { state, toGo } = battleBanner(battle);
        expect(state.eligible).toBe(n);
        expect(state.casualties).toBe(down);
        expect(toGo).toEqual({
          toBreak: Math.max(0, broken - down),
          toQuarter: Math.max(0, quartered - down),
        });
        expect(state.status).toBe(
          down >= quartered ? 'Quartered' : down >= broken ? 'Broken' : null,
        );
        if (down < n) {
          // Half fall, half flee: both are casualties.
          battle =
            down % 2 === 0
              ? play(battle, { type: 'step', warriorId: `w${down}`, counter: 'wounds', by: -1 })
              : play(battle, { type: 'toggleFlee', warriorId: `w${down}` });
        }
      }
    },
  );
});

describe('the end', () => {
  it('keeps the battle as ended, and only from the battle itself', () => {
    const ended = play(battleUnderway(), { type: 'endBattle' });
    expect(ended.stage).toBe('ended');
    expect(play(ended, { type: 'step', warriorId: 'Spear', counter: 'wounds', by: -1 })).toBe(
      ended,
    );
    const early = fresh();
    expect(play(early, { type: 'endBattle' })).toBe(early);
  });

  it('resumes an ended battle with its counters and the aftermath choices kept', () => {
    const draft = { ...newAftermathDraft(), result: 'win' as const };
    const ended = play(
      battleUnderway(),
      { type: 'step', warriorId: 'Spear', counter: 'wounds', by: -1 },
      { type: 'endBattle' },
      { type: 'updateAftermath', draft },
    );
    const resumed = play(ended, { type: 'resumeBattle' });
    expect(resumed.stage).toBe('battle');
    expect(resumed.aftermath).toEqual(draft);
    expect(find(resumed, 'Spear').counters).toEqual(find(ended, 'Spear').counters);
    // Taps count again, and only an ended battle can be resumed.
    expect(play(resumed, { type: 'step', warriorId: 'Spear', counter: 'wounds', by: -1 })).not.toBe(
      resumed,
    );
    expect(play(resumed, { type: 'resumeBattle' })).toBe(resumed);
    const early = fresh();
    expect(play(early, { type: 'resumeBattle' })).toBe(early);
  });

  it('can go back from Against the Odds to Old Battle Wounds', () => {
    const odds = play(
      fresh(),
      { type: 'recordOldWound', warriorId: 'Eomer', outcome: 'Ready', rolls: [], rolledBy: null },
      { type: 'toAgainstTheOdds' },
      { type: 'backToPreBattle' },
    );
    expect(odds.stage).toBe('preBattle');
    expect(play(odds, { type: 'setOpponentRating', rating: 50 })).toBe(odds);
  });
});
