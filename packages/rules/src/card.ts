import { WARRIOR_STATUS_LABELS, type WarriorStatus } from './statuses';

export interface CardFaceInput {
  status: WarriorStatus;
  wounded?: boolean | null;
  fled?: boolean | null;
  preBattleInjury?: boolean | null;
}

export interface CardFace {
  flipped: boolean;
  /** Text on the back of a flipped card. */
  backText: string | null;
  bloodImage: boolean;
}

/**
 * Whether a warrior card shows its back, and what the back says. Sitting the battle out
 * explains the most, so it wins over wounded, which wins over fled, then the status.
 */
export function cardFace(warrior: CardFaceInput, inGraveyard = false): CardFace {
  const bloodImage = warrior.status === 'injured';
  let backText: string | null = null;
  if (warrior.preBattleInjury) backText = 'Took no part';
  else if (warrior.wounded) backText = 'Wounded';
  else if (warrior.fled) backText = 'Fled';
  else if (warrior.status === 'injured' || warrior.status === 'lost') {
    backText = WARRIOR_STATUS_LABELS[warrior.status];
  }
  if (inGraveyard || backText === null)
    return { flipped: false, backText: null, bloodImage: false };
  return { flipped: true, backText, bloodImage };
}
