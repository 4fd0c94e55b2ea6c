// The server under test, in a process of its own so the load generator does not share its
// event loop. Started by bench/run.ts with the data directory as its argument; talks over IPC.
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';

export type BenchServerMessage = { type: 'ready'; port: number } | { type: 'rss'; rss: number };
export type BenchParentMessage = { type: 'rss' } | { type: 'close' };

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error('Start this through bench/run.ts.');
const send = (message: BenchServerMessage) => process.send?.(message);

const config = loadConfig({
  DATA_DIR: dataDir,
  WEB_DIST: `${dataDir}/no-web-build`,
  LOG_LEVEL: 'warn',
  // The bench measures throughput, not the limiter.
  RATE_LIMIT_MAX: '1000000000',
  RATE_LIMIT_AUTH_MAX: '1000',
});
const database = await openDatabase({ dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, db: database.db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('The server has no TCP address.');

process.on('message', (message: BenchParentMessage) => {
  if (message.type === 'rss') send({ type: 'rss', rss: process.memoryUsage().rss });
  if (message.type === 'close') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
send({ type: 'ready', port: address.port });
