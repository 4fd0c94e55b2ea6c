import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, useTestApp } from '../test/helpers';

const t = useTestApp();

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
