import type { Company } from '@warband/schemas';
import { company, warrior } from '../../../components/warrior-card/fixtures';
import { PLAYER_ID, play } from '../battle-fixtures';
import { newBattle, type SavedBattle } from '../battle-state';
import {
  newAftermathDraft,
  type AftermathDraft,
  type InjuryDraft,
  type LevelUpDraft,
} from './aftermath-draft';

const NAMES = ['Eomer', 'Hama', 'Spear', 'Archer', 'Limping', 'Warg'] as const;
export type VeteranName = (typeof NAMES)[number];

export const BATTLE_ID = '00000000-0000-4000-8000-0000000000b1';

/** The veterans' ids: UUIDs, as the API takes them. */
export const VETERAN = Object.fromEntries(
  NAMES.map((name, index) => [name, `00000000-0000-4000-8000-00000000000${index + 1}`]),
) as Record<VeteranName, string>;

const veteran = (name: VeteranName, fields: Parameters<typeof warrior>[1]) =>
  warrior(VETERAN[name], { name, ...fields });

/**
 * A company after its battle: a Leader one short of a level (with a Warg he owns), a Hero
 * with a leg wound, a Warrior one short of level 3, an Archer, and a Warrior who sat it out
 * injured. Influence 5, rating 300.
 */
export function veterans(): Company {
  return company('riders', { name: 'Riders', influence: 5, currentRating: 300 }, [
    veteran('Eomer', {
      rank: 'Leader',
      experience: 4,
      baseStats: { wounds: 1, might: 2, will: 1, fate: 1 },
    }),
    veteran('Hama', { rank: 'Hero', legWound: 1, experience: 12, baseStats: { fate: 1 } }),
    veteran('Spear', { rank: 'Warrior', experience: 9 }),
    veteran('Archer', { rank: 'Warrior' }),
    veteran('Limping', { rank: 'Warrior', status: 'injured' }),
    veteran('Warg', { rank: 'Creature', owner: VETERAN.Eomer }),
  ]);
}

/**
 * The veterans' battle, ended: Eomer wounded after inflicting 2 wounds, Hama wounded, Spear
 * wounded after inflicting 2, the Archer fled, the Warg unhurt, Limping sat it out.
 */
export function endedBattle(of: Company = veterans(), opponentRating = 0): SavedBattle {
  return play(
    newBattle(of, PLAYER_ID, BATTLE_ID, new Date('2026-05-01T10:00:00Z')),
    { type: 'toAgainstTheOdds' },
    { type: 'setOpponentRating', rating: opponentRating },
    { type: 'beginBattle' },
    { type: 'step', warriorId: VETERAN.Eomer, counter: 'inflicted', by: 1 },
    { type: 'step', warriorId: VETERAN.Eomer, counter: 'inflicted', by: 1 },
    { type: 'step', warriorId: VETERAN.Eomer, counter: 'wounds', by: -1 },
    { type: 'step', warriorId: VETERAN.Hama, counter: 'wounds', by: -1 },
    { type: 'step', warriorId: VETERAN.Spear, counter: 'inflicted', by: 1 },
    { type: 'step', warriorId: VETERAN.Spear, counter: 'inflicted', by: 1 },
    { type: 'step', warriorId: VETERAN.Spear, counter: 'wounds', by: -1 },
    { type: 'toggleFlee', warriorId: VETERAN.Archer },
    { type: 'endBattle' },
  );
}

/** A fresh draft with some fields set. */
export function draftWith(fields: Partial<AftermathDraft>): AftermathDraft {
  return { ...newAftermathDraft(), ...fields };
}

/** An injury picked by hand (no roll), with any other fields given. */
export function injury(
  result: InjuryDraft['result'],
  fields: Partial<InjuryDraft> = {},
): InjuryDraft {
  return { roll: null, result, heal: null, influence: null, ...fields };
}

/** Eomer's level-up: the Warrior path, and +1 Fight. */
export const EOMER_FIGHTS_BETTER: Record<string, LevelUpDraft[]> = {
  [VETERAN.Eomer]: [
    {
      kind: 'hero',
      chosenPath: 'Warrior',
      customPath: '',
      perk: { kind: 'characteristic', stat: 'fight' },
    },
  ],
};
