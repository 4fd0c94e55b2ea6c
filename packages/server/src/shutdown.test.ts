import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../test/helpers';
import { freePort, killServerProcess, startServerProcess } from '../test/server-process';

// SIGTERM while reads are arriving on fresh connections: each connection the server took is
// answered and then closed, never reset, and the process ends within 8 s. The stop races the
// reads, so it is run a few times.

const ROUNDS = 3;
const READS = 60;
const EXIT_WITHIN_MS = 8_000;
const READ = 'GET /api/health HTTP/1.1\r\nHost: ledger.test\r\n\r\n';

let database: TestDatabase | undefined;
const temp = makeTempDir('wl-shutdown-');

beforeAll(async () => {
  if (process.env.TEST_DB_DRIVER === 'postgres') database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  temp.remove();
});

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Closed {
  received: string;
  /** The socket's error (ECONNRESET for a reset); undefined when the server closed it. */
  error: string | undefined;
}

/** What the server sends on `socket` until the connection closes, and how it closed. */
function untilClosed(socket: net.Socket): Promise<Closed> {
  return new Promise((resolve) => {
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (cause: NodeJS.ErrnoException) => (error = cause.code ?? cause.message));
    socket.once('close', () => resolve({ received, error }));
  });
}

/** Sends one read on `socket` and resolves once its whole answer has arrived. */
function readOnce(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (!received.includes('{"status":"ok"}')) return;
      socket.off('data', onData);
      resolve();
    };
    socket.on('data', onData);
    socket.write(READ);
  });
}

describe('a server stopped by SIGTERM', () => {
  it(
    'answers every read it took, closes kept-alive connections and ends within 8 s',
    { timeout: 600_000 },
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const port = await freePort();
        let stopping = () => {};
        const saysStopping = new Promise<void>((resolve) => (stopping = resolve));
        const server = await startServerProcess({
          port,
          dataDir: temp.dir,
          onLog: (line) => {
            if (line.includes('"msg":"shutting down"')) stopping();
          },
          ...(database?.url ? { databaseUrl: database.url } : {}),
        });
        try {
          const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
          const fresh = await Promise.all(Array.from({ length: READS }, () => connect(port)));
          const freshClosed = fresh.map(untilClosed);
          // Connections are taken in the order they arrived: once this later one has been
          // answered, the server has taken every fresh one. It then stays open, idle.
          const keptAlive = await connect(port);
          await readOnce(keptAlive);
          const keptAliveClosed = untilClosed(keptAlive);

          // Half the reads arrive before the signal, half once the server is stopping (as
          // reads sent a moment before it do over a network): all on connections it took.
          for (const socket of fresh.slice(0, READS / 2)) socket.write(READ);
          const stoppedAt = performance.now();
          server.kill('SIGTERM');
          await saysStopping;
          for (const socket of fresh.slice(READS / 2)) socket.write(READ);
          const code = await exited;
          const tookMs = performance.now() - stoppedAt;
          const outcomes = await Promise.all(freshClosed);

          const unanswered = outcomes.filter(
            ({ received, error }) => error !== undefined || !received.startsWith('HTTP/1.1 200'),
          );
          expect({ round, unanswered }).toEqual({ round, unanswered: [] });
          // Those answered once it was stopping tell the client the connection ends.
          const keptOpen = outcomes
            .slice(READS / 2)
            .filter(({ received }) => !/\r\nconnection: close\r\n/i.test(received));
          expect(keptOpen).toEqual([]);
          expect(await keptAliveClosed).toEqual({ received: '', error: undefined });
          expect(code).toBe(0);
          expect(tookMs).toBeLessThan(EXIT_WITHIN_MS);
        } finally {
          await killServerProcess(server);
        }
      }
    },
  );
});
