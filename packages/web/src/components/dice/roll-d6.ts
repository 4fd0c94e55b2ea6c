import { d6FromRandomByte } from '@warband/rules';

/** A D6 the app rolls for the player, from the browser's cryptographic random source. */
export function rollD6(): number {
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    // One byte was asked for and filled.
    const face = d6FromRandomByte(byte[0] ?? 0);
    if (face !== null) return face;
  }
}

/** Several D6 at once, one per old battle wound, say. */
export function rollD6s(count: number): number[] {
  return Array.from({ length: count }, rollD6);
}
