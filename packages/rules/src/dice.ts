/**
 * Who threw the dice: the app (crypto random) or the player at the table
 * (docs/product/battle.md#where-the-wizard-asks-for-a-roll-and-where-it-asks-for-the-result-0065).
 */
export const DICE_ROLLERS = ['app', 'player'] as const;
export type DiceRoller = (typeof DICE_ROLLERS)[number];

/** The faces of a D6. */
export const D6_MIN = 1;
export const D6_MAX = 6;

/**
 * A fair D6 from one random byte: 252 is the largest multiple of 6 below 256, so bytes from
 * 252 up are thrown away (null: draw another byte) rather than favouring 1 to 4.
 */
export function d6FromRandomByte(byte: number): number | null {
  if (!Number.isInteger(byte) || byte < 0 || byte > 255) {
    throw new RangeError(`A random byte is 0 to 255, not ${byte}`);
  }
  return byte < 252 ? (byte % 6) + 1 : null;
}

/** A roll typed at the table: a whole number from 1 to 6, else null. */
export function parseD6(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const roll = Number(text);
  return roll >= D6_MIN && roll <= D6_MAX ? roll : null;
}
