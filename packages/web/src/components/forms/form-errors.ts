import { translateMessage } from '@warband/schemas/field-messages';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n';

export type FieldErrors = Record<string, string>;

/** A zod issue path as the form and the API name it: ['specialRules', 1, 'name'] → 'specialRules.1.name'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The first message per field of a failed parse, keyed by dotted path, in the player's
 * language (the schemas' messages are the catalogs' English ids).
 */
export function issuesToErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issuePath(issue.path);
    errors[path] ??= translateMessage(i18n, issue.message);
  }
  return errors;
}

/**
 * A validate function for Mantine's useForm built from a shared schema: the form's values
 * are first turned into the API input (numbers from number fields, null for 'None'), then
 * checked with the same schema the server uses.
 */
export function schemaValidator<V, T>(parse: (values: V) => z.ZodSafeParseResult<T>) {
  return (values: V): FieldErrors => {
    const result = parse(values);
    return result.success ? {} : issuesToErrors(result.error);
  };
}

/** A number field's value as typed: '' is nothing, anything else a number (maybe NaN). */
export function toNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (value == null || value.trim() === '') return undefined;
  return Number(value);
}

/**
 * A field's error as text. The form's errors are the messages of the schema and the server,
 * all text; Mantine types them as anything React renders.
 */
export function errorText(error: unknown): string | undefined {
  return typeof error === 'string' ? error : undefined;
}
