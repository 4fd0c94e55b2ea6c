import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build`, then restart the server.\n';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The built React app at '/', with the single-page fallback: any GET that is neither an API
 * call nor an existing file answers index.html, and the router in the browser takes over.
 * Also the one not-found handler of the app, so unknown API paths get the error shape.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed names under assets/, so they never change; everything else
        // (index.html above all) must be revalidated to pick up a new release.
        const relative = path.relative(webDist, filePath).split(path.sep);
        reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send(apiError(request, { code: 'NOT_FOUND', message: 'Not found' }));
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must not turn into HTML, or the browser reports a bogus script.
    if (isRead && !request.url.startsWith('/assets/')) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
}
