import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
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
  /** The token of the reset link `app` mails to `email`, read from the outbox. */
  async function mailedResetToken(app: FastifyInstance, email: string) {
    const outbox = path.join(temp.dir, 'outbox');
    const files = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    const before = new Set(files());
    const requested = await app.inject({
      method: 'POST',
      url: '/api/users/request-password-reset',
      remoteAddress: newAddress(),
      payload: { email },
    });
    expect(requested.statusCode).toBe(200);
    await app.background.settled();
    await app.mailer.flush();
    const [added] = files().filter((file) => !before.has(file));
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, added!)));
    return new URL(mail.text!.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
  }

  it('open an account on both servers once its password is reset on one', async () => {
    const player = await registerUser(t.app);
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        remoteAddress: newAddress(),
        payload: { email: player.email, password },
      });
    for (const app of [first, second, first]) {
      expect((await attempt(app, 'a wrong guess')).statusCode).toBe(401);
    }
    expect((await attempt(second, player.password)).statusCode).toBe(429);
    const reset = await first.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      remoteAddress: newAddress(),
      payload: { password: 'my new password', token: await mailedResetToken(first, player.email) },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(second, 'my new password')).statusCode).toBe(200);
  });
});
