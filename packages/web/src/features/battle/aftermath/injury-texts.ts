import {
  HEALABLE_WOUND_LABELS,
  INJURY_RESULT_LABELS,
  type HealableWound,
  type InjuryResult,
} from '@warband/rules';
import type { DiceRoller } from '@warband/schemas';

/** The player-facing texts of the War's Aftermath's injuries step, in one place. */
export const INJURY_TEXTS = {
  title: 'Injuries',
  woundedList: 'Wounded warriors',
  intro:
    'Each wounded warrior who stayed on the field rolls 2D6 for injury: let the app roll, type the roll made at the table, or pick the result.',
  noneWounded:
    'Nobody needs to roll for injury: no warrior was wounded, and those who fled or sat the battle out do not roll.',
  heroTable: 'Hero injury table',
  warriorTable: 'Warrior injury table',
  rollForMe: 'Roll 2D6 for me',
  typedRoll: '2D6 rolled at the table',
  useRoll: 'Use roll',
  typedRollError: 'Type a roll from 2 to 12',
  result: 'Injury result',
  resultPlaceholder: 'Roll or pick a result',
  heal: 'Heal one existing wound',
  healNothing: 'None',
  nothingToHeal: 'No existing wound to heal.',
  influenceTitle: 'Wounds of a Hero: D6 influence for the company',
  influenceRollForMe: 'Roll a D6 for me',
  typedInfluence: 'Influence rolled at the table (0–6)',
  useInfluence: 'Use influence',
  typedInfluenceError: 'Type a number from 0 to 6',
  diedWithOwnerTitle: 'Creatures who die with their owner',
  noWounds: 'No wounds',
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A warrior's wounds before the injury: 'Leg Wound, 2 Old Battle Wounds' or 'No wounds'. */
export function woundsText(warrior: Record<HealableWound, number>): string {
  const parts: string[] = [];
  if (warrior.legWound > 0) parts.push(HEALABLE_WOUND_LABELS.legWound);
  if (warrior.armWound > 0) parts.push(HEALABLE_WOUND_LABELS.armWound);
  if (warrior.oldWound > 0) parts.push(plural(warrior.oldWound, 'Old Battle Wound'));
  return parts.length > 0 ? `Wounds: ${parts.join(', ')}` : INJURY_TEXTS.noWounds;
}

/** Why a leg or arm result became Dead. */
export function forcedDeadText(name: string, rolled: InjuryResult): string {
  const wound = rolled === 'armWound' ? 'an arm wound' : 'a leg wound';
  return `${name} already has ${wound}: a second one means Dead.`;
}

/** The 2D6 as thrown: 'Rolled 3 + 4 = 7' by the app, '7 rolled at the table' by the player. */
export function rollText(total: number, rolledBy: DiceRoller, dice: readonly number[] | null) {
  if (rolledBy === 'player') return `${total} rolled at the table`;
  return dice ? `Rolled ${dice.join(' + ')} = ${total}` : `${total} rolled by the app`;
}

export function influenceText(total: number, rolledBy: DiceRoller): string {
  const by = rolledBy === 'app' ? 'rolled by the app' : 'rolled at the table';
  return `Influence ${total}, ${by}.`;
}

export function outcomeText(result: InjuryResult, summary: string): string {
  return `${INJURY_RESULT_LABELS[result]}: ${summary}`;
}

/** Protected's Fate: gained only below 3, at 5 points. */
export function protectedText(fate: number, max: number): string {
  return fate < max
    ? `Protected gives +1 Fate (${fate} now, ${fate + 1} after), costing +5 points.`
    : `Protected gives +1 Fate only below ${max}: Fate is already ${fate}, so none is gained.`;
}

export function diedWithOwnerText(name: string, owner: string | null): string {
  return owner ? `${name} dies with its owner, ${owner}.` : `${name} dies with its owner.`;
}
