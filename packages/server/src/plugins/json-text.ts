import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonText } from '../serializer';

// Answers that are kept between requests (JsonText) are sent by the route itself, compressed
// as @fastify/compress would (app.ts: brotli or gzip above 1 KB, same settings), but each
// compressed copy is made once and kept with the answer: for a 300 KB list that is the
// difference between a few milliseconds of CPU per request and none. A reply that carries a
// Content-Encoding is passed through by @fastify/compress untouched.

type Encoding = 'br' | 'gzip';
/** In order of preference when a client accepts both equally. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/** Below this, compressing saves less than it costs (as the /api scope's compression). */
const THRESHOLD = 1024;

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (text) => zlib.gzipSync(text),
};

/**
 * Browsers send one of a handful of Accept-Encoding values, every request the same: each is
 * read once. Bounded, since anyone may send any value.
 */
const encodingOfHeader = new Map<string, Encoding | undefined>();
const HEADERS_KEPT = 64;

/** The encoding to answer in, from Accept-Encoding (q-values honoured), or none. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (encodingOfHeader.has(header)) return encodingOfHeader.get(header);
  const encoding = readAcceptEncoding(header);
  if (encodingOfHeader.size >= HEADERS_KEPT) encodingOfHeader.clear();
  encodingOfHeader.set(header, encoding);
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** Sends a kept JSON answer, compressed once per encoding if the client accepts it. */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonText,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding || answer.text.length < THRESHOLD) return reply.send(bytesOf(answer, 'identity'));
  reply.header('content-encoding', encoding);
  return reply.send(bytesOf(answer, encoding));
}

/** The answer's bytes in an encoding, made on first use (UTF-8 as it is, or compressed). */
function bytesOf(answer: JsonText, encoding: Encoding | 'identity'): Buffer {
  let bytes = answer.encoded.get(encoding);
  if (!bytes) {
    bytes = encoding === 'identity' ? Buffer.from(answer.text) : compressors[encoding](answer.text);
    answer.encoded.set(encoding, bytes);
  }
  return bytes;
}
