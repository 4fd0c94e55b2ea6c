import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactQueryTokens } from './app';
import { buildTestApp, makeTempDir, registerUser, testConfig, useTestApp } from '../test/helpers';

const t = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the error shape', () => {
  it('returns a request id header on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('answers unknown /api paths 404 in the error shape, with the request id', async () => {
    const calls = [
      ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({ method, url: '/api/no-such' })),
      { method: 'PATCH', url: '/api/wargear' } as const,
      { method: 'GET', url: '/api' } as const,
      { method: 'GET', url: '/api/' } as const,
    ];
    for (const { method, url } of calls) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      const body = response.json();
      expect(body).toEqual({
        message: 'Not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
      expect(body.requestId).toBe(response.headers['x-request-id']);
    }
  });

  it('answers a body that is not JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', requestId: expect.any(String) });
  });

  it('hides the internals of a 500', async () => {
    const temp = makeTempDir();
    const failing = {
      select: () => {
        throw new Error('secret table layout');
      },
    } as unknown as typeof t.db;
    const app = await buildApp({ config: testConfig(temp.dir), db: failing });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { email: 'someone@example.test', password: 'whatever1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL',
        requestId: response.headers['x-request-id'],
      });
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('compressed answers', () => {
  const decode = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    return response.rawPayload.toString();
  };

  it('compresses a list above 1 KB with brotli or gzip, as the client prefers', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/rule/create',
        headers: user.headers,
        payload: { name: `Rule ${i}`, description: 'A rule long enough to matter. '.repeat(3) },
      });
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/rule', headers: user.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/rule',
        headers: { ...user.headers, 'accept-encoding': `${encoding}, identity` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(response))).toEqual(plain.json());
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('keeps errors in the error shape with their request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(decode(response))).toEqual({
      message: 'Not found',
      code: 'NOT_FOUND',
      requestId: response.headers['x-request-id'],
    });
  });

  it('sends a 204 with no body and no encoding', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...user.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "font-src 'self' data:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document of the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/authenticate',
        '/api/users/register',
        '/api/wargear/{id}',
      ]),
    );
    expect(doc.paths['/api/users/register'].post.requestBody).toBeDefined();
  });
});

describe('rate limits', () => {
  let limited: FastifyInstance;
  const temp = makeTempDir();
  beforeAll(async () => {
    limited = await buildTestApp(t.db, temp.dir, { RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await limited.close();
    temp.remove();
  });

  it('answers 429 in the error shape after RATE_LIMIT_AUTH_MAX password attempts', async () => {
    const attempt = (url: string, payload: object) =>
      limited.inject({ method: 'POST', url, payload });
    const login = { email: 'nobody@example.test', password: 'wrong-password' };
    expect((await attempt('/api/users/authenticate', login)).statusCode).toBe(401);
    expect((await attempt('/api/users/authenticate', login)).statusCode).toBe(401);
    // The four password routes share one allowance.
    expect(
      (await attempt('/api/users/request-password-reset', { email: login.email })).statusCode,
    ).toBe(200);
    const response = await attempt('/api/users/authenticate', login);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    expect(response.headers['retry-after']).toBeDefined();
    const reset = await attempt('/api/users/reset-password', {
      password: 'long enough',
      token: 'x',
    });
    expect(reset.statusCode).toBe(429);
  });

  it('counts calls to unknown API paths against RATE_LIMIT_MAX', async () => {
    const other = await buildTestApp(t.db, temp.dir, { RATE_LIMIT_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await other.inject({ method: 'GET', url: '/api/guess' })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await other.close();
    }
  });

  it('answers 429 after RATE_LIMIT_MAX requests to other routes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the web app', () => {
  let web: FastifyInstance;
  const temp = makeTempDir();
  beforeAll(async () => {
    const dist = path.join(temp.dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Warband Ledger</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // What the build writes beside the files: compressed copies, a hidden source map and
    // Vite's manifest.
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const content = fs.readFileSync(path.join(dist, file));
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
    }
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret"]}');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret":true}');
    // A low API allowance, to show that page loads do not use it up.
    web = await buildTestApp(t.db, temp.dir, { WEB_DIST: dist, RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await web.close();
    temp.remove();
  });

  it('serves index.html at / without caching', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Warband Ledger</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers index.html for unknown non-API paths (the browser router takes over)', async () => {
    for (const url of ['/companies', '/company/1/battle', '/password-reset?token=abc']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Warband Ledger</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache other files for a year', async () => {
    const response = await web.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not count the files of the web app against the API rate limit', async () => {
    for (let i = 0; i < 8; i++) {
      const response = await web.inject({
        method: 'GET',
        url: i % 2 ? '/' : '/assets/index-abc123.js',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a missing asset 404 rather than with the page', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the brotli copy to a browser that takes brotli, still immutable', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the gzip copy when brotli is not taken, and the plain file when neither is', async () => {
    const gzip = await web.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends the page compressed and uncached, at / and for router paths', async () => {
    for (const url of ['/', '/companies']) {
      const response = await web.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
        '<title>Warband Ledger</title>',
      );
    }
  });

  it('never sends source maps or the build manifest', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const map = await web.inject({ method: 'GET', url: '/assets/index-abc123.js.map', headers });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret');
    }
    const manifest = await web.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('secret');
  });

  it('keeps unknown /api paths in the error shape', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('still answers the API', async () => {
    const user = await registerUser(web);
    const response = await web.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('says to build the web app when WEB_DIST has no index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/companies' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('request logs', () => {
  it('leave tokens in query strings out', () => {
    expect(redactQueryTokens('/password-reset?token=abc-123_x')).toBe(
      '/password-reset?token=[redacted]',
    );
    expect(redactQueryTokens('/x?a=1&token=abc&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactQueryTokens('/api/wargear')).toBe('/api/wargear');
  });
});
