import type { JsonSchema } from './api-routes';

/**
 * A plausible body for a JSON schema: every property filled with a value its type and bounds
 * allow. Rules the schema cannot express (passwords that match, a casting value from 2 to 6)
 * may still refuse it: tests use it as a base to break, or as a best guess.
 */
export function exampleOf(schema: JsonSchema | undefined, key = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return exampleOf(option, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(property, name),
        ]),
      );
    case 'array':
      return [];
    case 'string':
      return exampleString(schema, key);
    case 'integer':
    case 'number':
      return Math.min(Math.max(0, schema.minimum ?? 0), schema.maximum ?? 0);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function exampleString(schema: JsonSchema, key: string): string {
  if (/email/i.test(key)) return 'fuzz.player@example.test';
  const length = Math.max(schema.minLength ?? 0, 8);
  return 'Fuzzed value'.padEnd(length, 'x').slice(0, schema.maxLength ?? length);
}
