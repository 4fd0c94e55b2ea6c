import { createHash } from 'node:crypto';
import { fieldOf, itemAt } from '@warband/rules/narrow';

/**
 * What an operation records of its body, to tell a replay from another write under the same
 * id (docs/adr/0160-operation-ids.md): the SHA-256 of the body in a canonical form, so the
 * same body sent again with its keys in another order is the same body.
 *
 * The form is RFC 8785's (JSON Canonicalization Scheme): no spaces, object keys sorted by
 * their UTF-16 code units, strings and numbers as JSON.stringify writes them. It goes into the
 * hash piece by piece, without recursion and never as one string of the whole body, whatever
 * the body's size or shape (docs/adr/0165-request-bodies-are-bounded.md).
 */
const CANONICAL = 'jcs:';

/** Text gathered before it goes into the hash: one update per value would cost more. */
const PIECE_CHARACTERS = 64 * 1024;

/**
 * The hash an operation records of `body` (none is null). The containers open around the value
 * being written are kept in three stacks (the container, its sorted keys or null for an array,
 * the position of its next item) rather than in an object each: a body of a million empty
 * objects is hashed in about twice the time JSON.stringify takes to write it.
 */
export function bodyHash(body: unknown): string {
  const hash = createHash('sha256');
  let piece = '';
  const containers: unknown[] = [];
  const keyLists: (string[] | null)[] = [];
  const positions: number[] = [];
  let next: unknown = body ?? null;
  for (;;) {
    if (Array.isArray(next)) {
      if (next.length === 0) piece += '[]';
      else {
        piece += '[';
        containers.push(next);
        keyLists.push(null);
        positions.push(0);
      }
    } else if (typeof next === 'object' && next !== null) {
      const keys = Object.keys(next);
      if (keys.length === 0) piece += '{}';
      else {
        piece += '{';
        containers.push(next);
        keyLists.push(keys.sort());
        positions.push(0);
      }
    } else {
      // Parsed JSON holds no undefined; a number too large for a double was parsed as
      // Infinity, which JSON.stringify writes as null.
      piece += JSON.stringify(next);
    }
    if (piece.length >= PIECE_CHARACTERS) {
      hash.update(piece);
      piece = '';
    }
    // The next value: the next item of the innermost open container, closing those done.
    for (;;) {
      const top = containers.length - 1;
      if (top < 0) return CANONICAL + hash.update(piece).digest('hex');
      const container = containers[top];
      const keys = keyLists[top] ?? null;
      const position = positions[top] ?? 0;
      if (keys === null && Array.isArray(container) && position < container.length) {
        if (position > 0) piece += ',';
        next = container[position];
        positions[top] = position + 1;
        break;
      }
      if (keys !== null && position < keys.length) {
        const key = itemAt(keys, position, 'key');
        piece += `${position > 0 ? ',' : ''}${JSON.stringify(key)}:`;
        next = fieldOf(container, key);
        positions[top] = position + 1;
        break;
      }
      piece += keys === null ? ']' : '}';
      containers.pop();
      keyLists.pop();
      positions.pop();
    }
  }
}

/**
 * The hash as recorded before the canonical form: of JSON.stringify's text, keys in the order
 * sent. Operations are kept 30 days, so for 30 days after this form ends some records still
 * carry it, and a device replaying such a write must still be answered with its first answer.
 */
function legacyBodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** Whether `body` is the body a record's hash was made of. */
export function sameBody(recordedHash: string, body: unknown): boolean {
  return recordedHash.startsWith(CANONICAL)
    ? recordedHash === bodyHash(body)
    : recordedHash === legacyBodyHash(body);
}
