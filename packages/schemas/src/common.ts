import { z } from 'zod';
import { fieldMessage } from './field-messages';

export const REQUIRED = /*i18n*/ 'This field is required';

// PostgreSQL text cannot hold a NUL character, and a lone surrogate (half an emoji) cannot be
// written as UTF-8: either would fail in the database or come back changed.
// eslint-disable-next-line no-control-regex -- finding the control character is the point
const UNSTORABLE = /\u0000|\p{Cs}/u;
export const UNSTORABLE_CHARACTER = /*i18n*/ 'This text contains a character that cannot be saved';

/** True when the database can keep `value` exactly as it is. */
export function isStorable(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The one way the schemas make a string: every string the API reads or writes refuses what
 * cannot be stored, with a message on the field, so no text a client sends can reach the
 * database and fail there. Build every string field from this (a test walks them all).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return params ? storableString(params) : plainText();
}

function storableString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorable, UNSTORABLE_CHARACTER);
}

/**
 * One schema per set of arguments: schemas never change once built (every method returns a
 * new one), and building the same field again for each of the many schemas that hold it was
 * a good part of the work of loading them, on the server and in every browser
 * (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md).
 */
export function memoized<Args extends (string | number | undefined)[], T>(
  build: (...args: Args) => T,
): (...args: Args) => T {
  const built = new Map<string, T>();
  return (...args) => {
    const key = args.join('\u0000');
    let schema = built.get(key);
    if (schema === undefined) built.set(key, (schema = build(...args)));
    return schema;
  };
}

const plainText = memoized(() => storableString());

/** A required text field: trimmed, not blank, bounded. */
export const requiredText = memoized((label: string, max: number = 200) =>
  text({ error: REQUIRED })
    .trim()
    .min(1, fieldMessage('Please enter a {label}', { label }))
    .max(max, fieldMessage('The {label} must be at most {max} characters', { label, max })),
);

/** Optional free text: trimmed, bounded, empty allowed. */
export const optionalText = memoized((max: number = 5000) =>
  text().trim().max(max, fieldMessage('At most {max} characters', { max })).default(''),
);

export const Email = text({ error: REQUIRED })
  .trim()
  .min(1, /*i18n*/ 'Please enter an email')
  .max(
    254,
    fieldMessage('The {label} must be at most {max} characters', {
      label: /*i18n*/ 'email',
      max: 254,
    }),
  )
  .pipe(z.email(/*i18n*/ 'Please enter a valid email address'));

export const Uuid = z.uuid();

/**
 * The revision of a company or warrior that a write was based on. The server refuses a write
 * whose revision is no longer the stored one (409, code STALE), answering the stored record.
 */
export const Revision = z
  .number({ error: 'The revision this change is based on is required' })
  .int()
  .min(0);

/** Entity timestamps, as ISO strings on the wire. */
export const Timestamps = z.object({ createdAt: text(), updatedAt: text() });
