import { present } from '@warband/rules/narrow';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build`, then restart the server.\n';

/**
 * Source maps stay beside the build for reading stack traces on the host, but a browser never
 * gets them: they would hand out the whole source and weigh five times the app. Dot folders
 * (Vite's .vite/manifest.json) are build bookkeeping, not part of the site.
 */
function isPublicFile(pathname: string): boolean {
  return !pathname.endsWith('.map') && !pathname.split('/').some((part) => part.startsWith('.'));
}

/**
 * A request for a file (rather than a page) that is missing must not turn into the page: a
 * missing hashed asset would be a bogus script, and a missing sw.js answered with the page
 * would fail the installed worker's update check with a wrong MIME type rather than a 404,
 * which is what unregisters it.
 */
function isFileRequest(url: string): boolean {
  const pathname = present(url.split('?', 1)[0], 'The request path');
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/icons/') ||
    /\.(?:map|js|webmanifest)$/.test(pathname)
  );
}

/**
 * The built React app at '/', with the single-page fallback: any GET that is not an API call
 * and not an existing file answers index.html, and the router in the browser takes over.
 * Unknown API paths never get here: the /api scope has a not-found handler of its own.
 *
 * The build writes a brotli and a gzip copy beside each file worth compressing
 * (vite.config.ts), so files are sent compressed without spending CPU per request.
 */
/** A page the server writes itself for some requests (a link preview), or null for the app's. */
export type ServerPage = (request: FastifyRequest) => Promise<string | null>;

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  serverPage: ServerPage = async () => null,
): Promise<void> {
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      preCompressed: true,
      dotfiles: 'ignore',
      allowedPath: isPublicFile,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed names under assets/, so they never change; everything else
        // (index.html above all) must be revalidated to pick up a new release.
        const relative = path.relative(webDist, filePath).split(path.sep);
        reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
        // That includes the service worker's script (docs/adr/0154-app-shell.md): a cache between
        // the browser and this server must not hold an old one. It sits at the root, so its
        // scope is the whole site without a Service-Worker-Allowed header.
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET') {
      const page = await serverPage(request);
      if (page !== null) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(page);
      }
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must not turn into HTML, or the browser reports a bogus script.
    if (isRead && !isFileRequest(request.url)) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
}
