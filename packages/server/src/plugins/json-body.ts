import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnreadableBodyError } from '../errors';
import { bodyTurns } from './body-turns';

/**
 * What a JSON body may cost the server (docs/adr/0165-request-bodies-are-bounded.md):
 *
 * - Size: the route's body limit, BODY_LIMIT_BYTES unless it names its own (the two file
 *   imports: 2 MiB and 16 KiB). Refused with 413 before a byte is read when the length is
 *   announced, and as soon as it passes when not.
 * - Nesting. The deepest body the API reads, a company file whose event log holds changes
 *   nested as deep as they may be, has 11 levels; deeper is no body of this API, and walking it
 *   (to check or to hash it) could run the server's stack out.
 * - Values. A real company file spends some fifty bytes or more on each array or object, so
 *   2 MiB of it holds some 40,000; 2 MiB of empty objects holds 700,000, which cost 43 MB
 *   parsed and more again checked. More than MAX_JSON_CONTAINERS is refused before parsing.
 * - Large bodies at once. Parsed, a body takes up to twenty times its size in memory (a 2 MB
 *   list of empty objects: 43 MB) and keeps it until it is answered; thirty-two at once took
 *   the server past its heap. The bodies over 64 KiB, which only the file imports need, and
 *   those of a length not announced, are held two at a time from before their bytes are read
 *   (a slow sender holds one for as long as it sends), and parsed one at a time, from its parse
 *   until its answer. A body held waits up to ten seconds for its parse; a third body, or one
 *   whose wait is over, is answered 503 with Retry-After. Smaller bodies go straight through.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_CONTAINERS = 100_000;
export const LARGE_BODY_BYTES = 64 * 1024;
export const LARGE_BODIES_HELD = 2;
export const LARGE_BODIES_PARSED = 1;
export const LARGE_BODY_WAIT_MS = 10_000;

export const BODY_NOT_UTF8 = 'The request body is not valid UTF-8.';
export const BODY_TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`;
export const BODY_TOO_MANY_VALUES = `The request body holds too many values: at most ${MAX_JSON_CONTAINERS.toLocaleString('en')} arrays and objects.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];

/**
 * Why JSON text is no body of this API before it is parsed, if it is not: nested deeper than
 * MAX_JSON_DEPTH, or holding more than MAX_JSON_CONTAINERS arrays and objects. Read byte by
 * byte: the bytes of a multi-byte UTF-8 character are never ASCII, so brackets inside strings
 * are the only ones to skip. Text that is not JSON may be misjudged, and is refused by the
 * parser either way.
 */
export function shapeRefusal(bytes: Uint8Array): string | null {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) return BODY_TOO_DEEP;
      if (++containers > MAX_JSON_CONTAINERS) return BODY_TOO_MANY_VALUES;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return null;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** A JSON body over 64 KiB, or of a length not announced, that the route's limit lets in. */
function isLargeJson(request: FastifyRequest): boolean {
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) return false;
  const header = request.headers['content-length'];
  if (header === undefined) return request.headers['transfer-encoding'] !== undefined;
  const length = Number(header);
  // Over the limit, it is refused with 413 before it is read, holding nothing.
  return length > LARGE_BODY_BYTES && length <= request.routeOptions.bodyLimit;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but only when they are
 * valid UTF-8: Node would otherwise turn each broken byte into U+FFFD, and a name sent that
 * way would be stored changed, without a word. A body nested too deeply or holding too many
 * values is refused before it is parsed, and large bodies take their turns.
 */
export function readJsonBodies(app: FastifyInstance) {
  const held = bodyTurns({ atOnce: LARGE_BODIES_HELD, waiting: 0, waitMs: 0 });
  // Every body waiting for its parse holds one of the turns above: the line is never full.
  const parsed = bodyTurns({
    atOnce: LARGE_BODIES_PARSED,
    waiting: LARGE_BODIES_HELD,
    waitMs: LARGE_BODY_WAIT_MS,
  });
  const parseTurns = new WeakMap<FastifyRequest, () => Promise<void>>();

  app.addHook('preParsing', async (request, reply, payload) => {
    if (!isLargeJson(request)) return payload;
    const turn = held.take();
    // Answered, refused or dropped by the client: the turns go on to the next either way.
    reply.raw.once('close', turn.leave);
    parseTurns.set(request, () => {
      const parse = parsed.take();
      reply.raw.once('close', parse.leave);
      return parse.admitted;
    });
    return payload;
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseText = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) =>
      parseJson(request, text, (error, value) => (error ? reject(error) : resolve(value))),
    );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer | string) => {
      // Parsed as a buffer, the body is one; Fastify's type also allows the text of others.
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      if (!isUtf8(bytes)) throw new UnreadableBodyError(BODY_NOT_UTF8);
      const refusal = shapeRefusal(bytes);
      if (refusal) throw new UnreadableBodyError(refusal);
      await parseTurns.get(request)?.();
      return parseText(request, bytes.toString('utf8'));
    },
  );
}
