import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Turns a shared zod schema into a Mantine form validator, so the web checks a form with the
 * same rules and messages as the server. The first message per field wins.
 */
export function zodResolver<Values>(schema: z.ZodType) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
