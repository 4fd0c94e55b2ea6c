import type { ApiRoute, JsonSchema } from './api-routes';
import { exampleOf } from './example-body';

/** One malformed request for a route; `payload` is sent as is. */
export interface MalformedRequest {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** False where the route may rightly answer 2xx (a GET that ignores a strange query). */
  mustFail: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };
// Larger than any route's body limit (a library file is 2 MB).
const OVERSIZED_BYTES = 3 * 1024 * 1024;
const DEEP = 10_000;

// Path and query parameters no route takes, as they appear in a URL (already encoded): not
// UUIDs, NUL bytes, bytes that are not UTF-8 or a lone surrogate, a path that climbs, SQL,
// the longest parameter the router passes and one far longer, UUIDs no row has.
const BAD_PARAMS = [
  'not-a-uuid',
  'x%00y',
  '%00',
  '%ff%fe',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20or%20'1'%3D'1",
  'a'.repeat(100),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

// Parameters that are text to look for, not ids: any text within their bounds is a question.
const TEXT_PARAMS = new Set(['term']);

/** A real row's id made malformed: a check of its form alone lets these reach the database. */
const nearMisses = (id: string) => [
  `${id}%00`,
  `%00${id}`,
  `${id}x`,
  id.slice(0, -1),
  `${id.slice(0, -1)}g`,
  id.replaceAll('-', ''),
  `%7B${id}%7D`,
  `%20${id}`,
  `${id}%2F..`,
];

const BAD_QUERY =
  '?__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true&a=%00&b=' + 'q'.repeat(5000);

function wrongTypeFor(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return '12';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { 0: 'not an array' };
  return 'not an object';
}

/**
 * Values that no field accepts, as JSON text: the wrong type, text the database cannot store,
 * nesting too deep to stringify, far too much text.
 */
function badValuesFor(schema: JsonSchema): [string, string][] {
  const values: [string, string][] = [
    ['the wrong type', JSON.stringify(wrongTypeFor(schema))],
    ['a NUL character', JSON.stringify('Gil\u0000galad')],
    ['a lone surrogate', JSON.stringify('Gil\uD800galad')],
    ['deep nesting', '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)],
    ['an array of everything', JSON.stringify([null, 1, 'x', {}, []])],
  ];
  if (schema.type === 'string' && schema.maxLength !== undefined) {
    values.push(['a huge string', JSON.stringify('h'.repeat(schema.maxLength + 100_000))]);
  }
  return values;
}

/** `base` as JSON text with `field` replaced by the JSON text `value`. */
function withField(base: Record<string, unknown>, field: string, value: string): string {
  const placeholder = '\u0001placeholder\u0001';
  return JSON.stringify({ ...base, [field]: placeholder }).replace(
    JSON.stringify(placeholder),
    () => value,
  );
}

function withNulInEveryString(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulInEveryString);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withNulInEveryString(inner)]),
    );
  }
  return value;
}

/**
 * Malformed requests for `route`: broken transport (invalid JSON or UTF-8, prototype keys,
 * unknown content types, oversized and deeply nested bodies), bodies that break one field at a
 * time, and a hostile query string on reads; malformedParameters breaks the parameters.
 */
export function malformedRequests(route: ApiRoute, url: (params: string) => string) {
  const requests: MalformedRequest[] = [];
  const validUrl = url('00000000-0000-4000-8000-000000000000');
  // A read may ignore a body it was never meant to have.
  const mustFail = route.method !== 'GET';
  const add = (label: string, payload: unknown, raw = false) =>
    requests.push({
      label,
      url: validUrl,
      payload: raw ? (payload as string | Buffer) : JSON.stringify(payload),
      headers: JSON_TYPE,
      mustFail,
    });

  add('invalid JSON', '{"name": ', true);
  add(
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    true,
  );
  add('a __proto__ key', '{"__proto__": {"isAdmin": true}, "name": "x"}', true);
  add('a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}', true);
  requests.push({
    label: 'an unknown content type',
    url: validUrl,
    payload: 'name=x',
    headers: { 'content-type': 'application/x-fuzz' },
    mustFail,
  });

  if (route.body) {
    add('an oversized body', `{"name":"${'o'.repeat(OVERSIZED_BYTES)}"}`, true);
    add('deeply nested arrays', '['.repeat(DEEP) + ']'.repeat(DEEP), true);
    for (const value of [null, [], 'text', 42, true])
      add(`the body ${JSON.stringify(value)}`, value);
    const base = exampleOf(route.body) as Record<string, unknown>;
    const withNul = withNulInEveryString(base);
    // Only malformed where there is a string to break.
    if (JSON.stringify(withNul) !== JSON.stringify(base)) add('NUL in every string', withNul);
    for (const [field, schema] of Object.entries(route.body.properties ?? {})) {
      for (const [what, value] of badValuesFor(schema)) {
        add(`${field} as ${what}`, withField(base, field, value), true);
      }
    }
  }

  if (route.method === 'GET') {
    requests.push({
      label: 'a hostile query string',
      url: `${validUrl}${BAD_QUERY}`,
      mustFail: false,
    });
  }
  return requests;
}

const shown = (value: string) =>
  value.length > 50 ? `${value.slice(0, 10)}… (${value.length} characters)` : value;

/** A request the route accepts: a value of each path parameter naming a real row, a body. */
export interface WellFormed {
  param: (name: string) => string;
  body: unknown;
}

/**
 * One parameter at a time malformed in a request that is otherwise well formed, so the
 * parameter is what the route meets, past its other parameters and its body: each path
 * parameter as a bad value or a near miss of the real one, each query parameter as a bad value.
 */
export function malformedParameters(route: ApiRoute, wellFormed: WellFormed): MalformedRequest[] {
  const body =
    route.body === undefined
      ? {}
      : { payload: JSON.stringify(wellFormed.body), headers: JSON_TYPE };
  const withParam = (param: string, value: string, query: string): MalformedRequest => ({
    label: `${query ? '?' : ''}${param} as ${shown(value)}`,
    url:
      route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === param && !query ? value : wellFormed.param(name),
      ) + query,
    ...body,
    mustFail: !TEXT_PARAMS.has(param),
  });
  return [
    ...route.pathParams.flatMap((param) =>
      [...BAD_PARAMS, ...nearMisses(wellFormed.param(param))].map((value) =>
        withParam(param, value, ''),
      ),
    ),
    ...route.queryParams.flatMap((param) =>
      BAD_PARAMS.map((value) => withParam(param, value, `?${param}=${value}`)),
    ),
  ];
}
