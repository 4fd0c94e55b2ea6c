import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactQueryTokens } from './app';
import { buildTestApp, makeTempDir, registerUser, testConfig, useTestApp } from '../test/helpers';

const t = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error shape when the database does not', async () => {
    const temp = makeTempDir();
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as typeof t.db;
    const app = await buildApp({ config: testConfig(temp.dir), db: broken });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('request ids and the error shape', () => {
  it('returns a request id header on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('answers unknown /api paths 404 in the error shape, with the request id', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
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
    // A low API allowance, to show that page loads do not use it up.
    web = await buildTestApp(t.db, temp.dir, { WEB_DIST: dist, RATE_LIMIT_MAX: '4' });
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

  it('keeps unknown /api paths in the error shape', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
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
