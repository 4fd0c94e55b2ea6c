import { z } from 'zod';

export const REQUIRED = 'This field is required';

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, `Please enter a ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`);
}

/** Optional free text: trimmed, bounded, empty allowed. */
export function optionalText(max = 5000) {
  return z.string().trim().max(max, `At most ${max} characters`).default('');
}

export const Email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, 'Please enter an email')
  .max(254, 'The email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const Uuid = z.uuid();

/** Entity timestamps, as ISO strings on the wire. */
export const Timestamps = z.object({ createdAt: z.string(), updatedAt: z.string() });
