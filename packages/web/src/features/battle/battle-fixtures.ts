import type { Company } from '@warband/schemas';
import { PLAYER } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleReducer, type BattleAction } from './battle-reducer';
import { newBattle, type SavedBattle } from './battle-state';

/** The test harness's player, so a battle kept here is the one the screens find. */
export const PLAYER_ID = PLAYER.id;

/**
 * A company at the table: a Leader with Might, Will and Fate and an old battle wound, a Hero,
 * two Warriors (one of two Wounds), an injured Warrior who sits out, and a Creature.
 */
export function riders(): Company {
  return company('riders', { name: 'Riders', currentRating: 300 }, [
    warrior('Eomer', {
      rank: 'Leader',
      oldWound: 1,
      baseStats: { wounds: 2, might: 2, will: 1, fate: 1 },
    }),
    warrior('Hama', { rank: 'Hero', baseStats: { fate: 1 } }),
    warrior('Spear', { rank: 'Warrior', baseStats: { wounds: 2 } }),
    warrior('Archer', { rank: 'Warrior' }),
    warrior('Limping', { rank: 'Warrior', status: 'injured' }),
    warrior('Warg', { rank: 'Creature' }),
    warrior('Fallen', { rank: 'Hero', status: 'dead' }),
  ]);
}

/** Runs actions one after another, as taps would. */
export function play(battle: SavedBattle, ...actions: BattleAction[]): SavedBattle {
  return actions.reduce(battleReducer, battle);
}

/** A battle of the riders past Old Battle Wounds (Eomer Ready) and Against the Odds. */
export function battleUnderway(opponentRating = 0): SavedBattle {
  return play(
    newBattle(riders(), PLAYER_ID, 'battle-1', new Date('2026-05-01T10:00:00Z')),
    { type: 'recordOldWound', warriorId: 'Eomer', outcome: 'Ready', rolls: [4], rolledBy: 'app' },
    { type: 'toAgainstTheOdds' },
    { type: 'setOpponentRating', rating: opponentRating },
    { type: 'beginBattle' },
  );
}
