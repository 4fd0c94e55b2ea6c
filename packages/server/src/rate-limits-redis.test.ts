import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, registerUser, useTestApp } from '../test/helpers';

// Limits kept in Redis, shared by two server processes (two apps here) on one database.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers(REDIS_URL);
if (!reachable) {
  console.warn(
    `Skipping the shared rate limit tests: no Redis answers at ${REDIS_URL}. ` +
      'Start one (redis-server, or apt-get install redis-server) or set TEST_REDIS_URL to ' +
      'its URL to run them.',
  );
}

describe.skipIf(!reachable)('rate limits shared through REDIS_URL', () => {
  const t = useTestApp();
  const temp = makeTempDir();
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const env = {
      REDIS_URL,
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_AUTH_MAX: '4',
      RATE_LIMIT_LOGIN_FAILURES: '3',
    };
    first = await buildTestApp(t.db, temp.dir, env);
    second = await buildTestApp(t.db, temp.dir, env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    temp.remove();
  });

  // Keys live a minute in Redis: an address of its own per test and run starts afresh.
  const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const both = () => [first, second, first, second, first];

  it('count API requests from one address across both servers', async () => {
    const remoteAddress = newAddress();
    const codes = [];
    for (const app of both()) {
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('count credential requests from one address across both servers', async () => {
    const remoteAddress = newAddress();
    const codes = [];
    for (const app of both()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/request-password-reset',
        remoteAddress,
        payload: { email: 'someone@example.test' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('count failed logins of one account across both servers and addresses', async () => {
    const player = await registerUser(t.app);
    const codes = [];
    for (const app of both()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        remoteAddress: newAddress(),
        payload: { email: player.email, password: 'a wrong guess' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});
