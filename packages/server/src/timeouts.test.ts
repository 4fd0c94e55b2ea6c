import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { HTTP_TIMEOUTS } from './config';
import { makeTempDir, testConfig, useTestApp } from '../test/helpers';

const t = useTestApp();
// The production values scaled down, so the test takes seconds rather than minutes.
const SHORT = {
  headersMs: 400,
  requestMs: 800,
  keepAliveMs: 400,
  idleMs: 1500,
  checkIntervalMs: 100,
};
// Generous: a busy machine may run the checks late.
const CLOSED_WITHIN_MS = 8000;

describe('slow clients', () => {
  const temp = makeTempDir();
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({ config: { ...testConfig(temp.dir), httpTimeouts: SHORT }, db: t.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    temp.remove();
  });

  /** Sends `chunks` and answers how long the server took to close the connection. */
  function timeToClose(...chunks: string[]): Promise<{ ms: number; received: string }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        for (const chunk of chunks) socket.write(chunk);
      });
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after ${CLOSED_WITHIN_MS} ms`));
      }, CLOSED_WITHIN_MS);
      socket.on('data', (data) => (received += data.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(guard);
        resolve({ ms: performance.now() - started, received });
      });
    });
  }

  it('closes a connection whose headers never end', async () => {
    const { ms } = await timeToClose('GET /api/health HTTP/1.1\r\nHost: ledger.test\r\n');
    expect(ms).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
  });

  it('closes a connection whose body never ends', async () => {
    const { ms } = await timeToClose(
      'POST /api/users/authenticate HTTP/1.1\r\nHost: ledger.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(ms).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
  });

  it('closes an idle connection after a request', async () => {
    const { received } = await timeToClose(
      'GET /api/health HTTP/1.1\r\nHost: ledger.test\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });

  it('answers headers too large with 431 and closes the connection', async () => {
    const { received } = await timeToClose(
      `GET /api/health HTTP/1.1\r\nHost: ledger.test\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    // Without it a client takes the connection for open and sends its next request into a
    // socket the server has dropped, which is reset.
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'TOO_LARGE',
      message: 'The request headers are too large.',
    });
  });

  it('keeps a hundred half-sent requests from lasting', async () => {
    const closed = await Promise.all(
      Array.from({ length: 100 }, () => timeToClose('GET /api/health HTTP/1.1\r\nHost: x\r\n')),
    );
    expect(closed).toHaveLength(100);
  });
});

describe('the production timeouts', () => {
  it('are set, with headers before the whole request', () => {
    for (const value of Object.values(HTTP_TIMEOUTS)) expect(value).toBeGreaterThan(0);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    expect(t.app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(t.app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(t.app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(t.app.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
  });
});
