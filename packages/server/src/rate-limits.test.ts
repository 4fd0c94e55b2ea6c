import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_LOGINS } from './services/account/authenticate-user';
import { apiRoutes, isProtected, urlOf } from '../test/api-routes';
import { buildTestApp, makeTempDir, registerUser, useTestApp } from '../test/helpers';

const t = useTestApp();
const temp = makeTempDir();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  temp.remove();
});

async function limitedApp(env: Record<string, string>) {
  const app = await buildTestApp(t.db, temp.dir, env);
  apps.push(app);
  return app;
}

let lastAddress = 0;
/** A client address no other test uses, so each test starts with a fresh allowance. */
const newAddress = () => `198.51.100.${++lastAddress}`;

describe('TRUST_PROXY', () => {
  const statuses = async (app: FastifyInstance, remoteAddress: string, forwarded: () => string) => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded() },
      });
      codes.push(response.statusCode);
    }
    return codes;
  };
  let forged = 0;
  // What a client writes itself, then what the proxy appends: the address it saw.
  const viaProxy = (client: string) => () => `203.0.113.${++forged % 250}, ${client}`;

  it.each([['1'], ['127.0.0.1'], ['loopback, 10.0.0.0/8']])(
    'set to %j, a forged X-Forwarded-For does not escape the limit',
    async (trustProxy) => {
      const app = await limitedApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: '3' });
      const client = newAddress();
      expect(await statuses(app, '127.0.0.1', viaProxy(client))).toEqual([200, 200, 200, 429]);
      // Another player behind the same proxy has an allowance of their own.
      expect(await statuses(app, '127.0.0.1', viaProxy(newAddress()))).toEqual([
        200, 200, 200, 429,
      ]);
    },
  );

  it('unset, ignores X-Forwarded-For altogether', async () => {
    const app = await limitedApp({ RATE_LIMIT_MAX: '3' });
    expect(await statuses(app, newAddress(), viaProxy(newAddress()))).toEqual([200, 200, 200, 429]);
  });
});

describe('the API rate limit', () => {
  it('counts requests with a bad token on every protected route (before authentication)', async () => {
    // Both allowances: changing the email or the password counts against the credentials one.
    const app = await limitedApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_AUTH_MAX: '2' });
    const protectedRoutes = apiRoutes(app).filter(isProtected);
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const route of protectedRoutes) {
      const remoteAddress = newAddress();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: route.method,
          url: urlOf(route),
          remoteAddress,
          headers: { authorization: 'Bearer not-a-real-token' },
          ...(route.body ? { payload: {} } : {}),
        });
        codes.push(response.statusCode);
      }
      expect(codes, route.name).toEqual([401, 401, 429]);
    }
  });
});

describe('the credentials rate limit', () => {
  it('lets twelve players behind one address log in with the default allowance', async () => {
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await registerUser(t.app));
    const app = await limitedApp({ RATE_LIMIT_AUTH_MAX: '' });
    const club = newAddress();
    for (const player of players) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        remoteAddress: club,
        payload: { email: player.email, password: player.password },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('changing the email or the password', () => {
  it('counts against the credentials allowance, as they answer for an account', async () => {
    const app = await limitedApp({ RATE_LIMIT_AUTH_MAX: '2' });
    const player = await registerUser(t.app);
    const remoteAddress = newAddress();
    const send = (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, remoteAddress, headers: player.headers, payload });
    const details = { name: player.name, email: player.email };
    const guess = { password: 'a guess', newPassword: 'a new one!', confirmPassword: 'a new one!' };
    expect((await send('/api/users/update', details)).statusCode).toBe(200);
    expect((await send('/api/users/password', guess)).statusCode).toBe(400);
    expect((await send('/api/users/update', details)).statusCode).toBe(429);
    expect((await send('/api/users/password', guess)).statusCode).toBe(429);
  });
});

describe('failed logins per account', () => {
  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      remoteAddress: newAddress(),
      payload: { email, password },
    });

  it('are limited whatever address they come from, in any case of the email', async () => {
    const app = await limitedApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const player = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    for (const email of [player.email, player.email.toUpperCase(), ` ${player.email}`]) {
      expect((await login(app, email, 'a wrong guess')).statusCode).toBe(401);
    }
    const blocked = await login(app, player.email, 'another guess');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_LOGINS });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: otherwise guessing would go on, one answer at a time.
    expect((await login(app, player.email, player.password)).statusCode).toBe(429);
    expect((await login(app, bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('count again from zero after a successful login', async () => {
    const app = await limitedApp({ RATE_LIMIT_LOGIN_FAILURES: '2' });
    const player = await registerUser(t.app);
    for (let round = 0; round < 3; round++) {
      expect((await login(app, player.email, 'typo')).statusCode).toBe(401);
      expect((await login(app, player.email, player.password)).statusCode).toBe(200);
    }
  });

  it('are limited for emails without an account too, so the limit tells nothing', async () => {
    const app = await limitedApp({ RATE_LIMIT_LOGIN_FAILURES: '1' });
    expect((await login(app, 'nobody.here@example.test', 'guess')).statusCode).toBe(401);
    expect((await login(app, 'nobody.here@example.test', 'guess')).statusCode).toBe(429);
  });
});

describe('with REDIS_URL set and Redis away', () => {
  it('goes on answering, without limits, rather than failing', async () => {
    // A port nothing listens on: connections are refused at once.
    const app = await limitedApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '1' });
    const player = await registerUser(t.app);
    const started = performance.now();
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
