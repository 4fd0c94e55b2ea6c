// The server under test, in a process of its own so the load generator does not share its
// event loop. Started by bench/run.ts with the data directory and, for PostgreSQL, the
// database URL as arguments; talks over IPC. With 'hello' as its argument it is a bare
// Fastify hello world instead: the reference the routes are compared with, on the same box.
import Fastify from 'fastify';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';

export type BenchServerMessage =
  | { type: 'ready'; port: number }
  | {
      type: 'usage';
      rss: number;
      cpuMs: number;
      /** V8's heap as committed, and the memory of Buffers and other objects outside it. */
      heapTotal: number;
      external: number;
    };
/** With `collect`, after a full garbage collection: what the process holds, not what it may. */
export type BenchParentMessage = { type: 'usage'; collect?: boolean } | { type: 'close' };

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir || !process.send) throw new Error('Start this through bench/run.ts.');
const send = (message: BenchServerMessage) => process.send?.(message);

async function startHello() {
  const app = Fastify();
  app.get('/', () => ({ hello: 'world' }));
  return { app, close: () => app.close() };
}

async function startWarbandLedger() {
  const config = loadConfig({
    DATA_DIR: dataDir!,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST: `${dataDir}/no-web-build`,
    LOG_LEVEL: 'warn',
    // The bench measures throughput, not the limiter.
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_AUTH_MAX: '1000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  return { app, close: () => app.close().then(() => database.close()) };
}

const server = dataDir === 'hello' ? await startHello() : await startWarbandLedger();
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
if (!address || typeof address === 'string') throw new Error('The server has no TCP address.');

process.on('message', (message: BenchParentMessage) => {
  if (message.type === 'usage') {
    // Started with --expose-gc by bench/run.ts.
    if (message.collect) (globalThis as { gc?: () => void }).gc?.();
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    send({
      type: 'usage',
      rss: memory.rss,
      cpuMs: (cpu.user + cpu.system) / 1000,
      heapTotal: memory.heapTotal,
      external: memory.external,
    });
  }
  if (message.type === 'close') void server.close().then(() => process.exit(0));
});
send({ type: 'ready', port: address.port });
