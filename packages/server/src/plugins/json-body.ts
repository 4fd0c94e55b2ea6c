import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but only when they are
 * valid UTF-8: Node would otherwise turn each broken byte into U+FFFD, and a name sent that
 * way would be stored changed, without a word.
 */
export function parseJsonStrictly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Parsed as a buffer, the body is one; Fastify's type also allows the text of other parsers.
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    if (!isUtf8(bytes)) {
      const error = Object.assign(new Error('The request body is not valid UTF-8'), {
        statusCode: 400,
      });
      done(error, undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
