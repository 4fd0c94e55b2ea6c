import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/helpers';
import { clientKey, rateLimits } from './rate-limits';

/**
 * A client that resets its connection while its request is still being read leaves the
 * request without an address: the socket can no longer name its peer (getpeername fails), so
 * `request.ip` is undefined. The hook below does to the socket what the reset does.
 */
async function appWithResetClients(max: number) {
  const logs = captureLogs();
  const app = Fastify({ logger: { level: 'warn', stream: logs.stream } });
  app.addHook('onRequest', async (request) => {
    Object.defineProperty(request.raw.socket, 'remoteAddress', { value: undefined });
  });
  await app.register(async (api) => {
    await api.register(rateLimits, { apiMax: max, credentialsMax: max, redis: undefined });
    api.get('/ping', () => ({ ok: true }));
  });
  await app.ready();
  return { app, logs };
}

describe('the rate limits', () => {
  it('count a request whose client is gone instead of failing it with a 500', async () => {
    const { app, logs } = await appWithResetClients(2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject('/ping')).statusCode);
    await app.close();

    // Such requests share one allowance: the limit still holds for them.
    expect(statuses).toEqual([200, 200, 429]);
    expect(logs.text()).not.toMatch(/"level":50/);
  });

  it('key a request by its normalised address', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: undefined as unknown as string })).toBe('gone');
  });
});
