import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  buildTestApp,
  captureLogs,
  makeTempDir,
  registerUser,
  testConfig,
  useTestApp,
} from '../test/helpers';

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

  it('sends the same protective headers on answers, refusals and unknown paths', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/companies', 401],
      ['/api/no-such-thing', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers, url).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
      });
      expect(String(response.headers['content-security-policy']), url).toContain(
        "object-src 'none'",
      );
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
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

describe('request logs', () => {
  it('keep the path without its query, and of the route parameters only the ids', async () => {
    const temp = makeTempDir();
    const logs = captureLogs();
    const app = await buildTestApp(
      t.db,
      temp.dir,
      { LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      const [player, company, share] = [randomUUID(), randomUUID(), randomUUID()];
      const file = 'portrait.a1b2c3d4e5f6.jpg';
      const calls = [
        {
          method: 'PUT',
          url: `/api/uploads/${player}/${company}/${file}?expires=1900000000&signature=UPLOAD-SIGNATURE`,
          logged: `/api/uploads/${player}/${company}/:file`,
        },
        {
          method: 'GET',
          url: '/api/users/search/boss%40example.org?limit=5',
          logged: '/api/users/search/:term',
        },
        {
          method: 'GET',
          url: `/api/company/${company}/battles?q=boss%40example.org`,
          logged: `/api/company/${company}/battles`,
        },
        {
          method: 'GET',
          url: '/api/company/not-an-id/battles',
          logged: '/api/company/:id/battles',
        },
        {
          method: 'GET',
          url: `/api/company/shared/${player}/${share}`,
          logged: `/api/company/shared/${player}/:shareId`,
        },
        { method: 'GET', url: '/password-reset?token=RESET-TOKEN', logged: '/password-reset' },
      ] as const;
      for (const { method, url } of calls) await app.inject({ method, url });

      const logged = logs
        .entries()
        .filter((entry) => entry.msg === 'incoming request')
        .map((entry) => (entry.req as { url: string }).url);
      expect(logged).toEqual(calls.map((call) => call.logged));
      for (const secret of ['UPLOAD-SIGNATURE', 'boss', 'RESET-TOKEN', share, file, '?']) {
        expect(logs.text()).not.toContain(secret);
      }
    } finally {
      await app.close();
      temp.remove();
    }
  });
});
