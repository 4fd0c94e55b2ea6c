import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { schemaValidator } from './form-errors';

/**
 * Turns a shared zod schema into a Mantine form validator, so the web checks a form with the
 * same rules and messages as the server. The first message per field wins.
 */
export function zodResolver<Values>(schema: z.ZodType): (values: Values) => FormErrors {
  return schemaValidator((values: Values) => schema.safeParse(values));
}
