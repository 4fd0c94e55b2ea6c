import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

// One compiled serializer per schema object: the libraries' entity schemas answer several
// routes each.
const compiled = new WeakMap<z.core.$ZodType, Serialize>();

/**
 * The JSON Schema of what a route answers: the output side of its zod schema (defaults
 * filled, so they are required). Objects come out with `additionalProperties: false`.
 */
export function responseJsonSchema(schema: z.core.$ZodType) {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
}

/**
 * Replies are written by fast-json-stringify from the route's response schema rather than
 * checked by zod on the way out: services build their answers from typed rows, so checking
 * them again per request only cost time (most of it on long lists). The schema still decides
 * what leaves the server: properties it does not name are dropped (a password hash a service
 * returned by mistake never reaches the wire), and Date values are written as ISO strings.
 */
export const serializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({
  schema,
  method,
  url,
}) => {
  if (!(schema instanceof z.core.$ZodType)) {
    throw new Error(`The response schema of ${method} ${url} must be a zod schema.`);
  }
  let serialize = compiled.get(schema);
  if (!serialize) {
    // zod and fast-json-stringify type JSON Schema each their own way; the value is draft 7.
    serialize = fastJson(responseJsonSchema(schema) as AnySchema);
    compiled.set(schema, serialize);
  }
  return serialize;
};

/** The serializer of a response schema, as the routes that answer it use. */
export function serializerFor(schema: z.core.$ZodType): Serialize {
  return serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
}

/**
 * An answer already written as JSON, for a route that keeps answers between requests: its
 * bytes as sent (UTF-8, brotli, gzip) are made the first time a client needs them, then kept
 * with it (plugins/json-text.ts).
 */
export class JsonText {
  readonly encoded = new Map<string, Buffer>();
  constructor(readonly text: string) {}
}
