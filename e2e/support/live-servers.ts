import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E_ADMIN_EMAIL } from './admin';

// Two server processes on one PostgreSQL database, for the journey that proves a live battle
// across processes: each phone talks to its own server, and what one server commits reaches
// the other's stream through the database (docs/adr/new-live-battle-transport.md).
//
// With E2E_DATABASE_URL (CI) the run's own server already stands on that database: one more
// process is started on it. Without, the run's server holds an embedded database, which no
// second process can open: a database is made on the local PostgreSQL (E2E_POSTGRES_URL, else
// postgres://postgres@127.0.0.1:5432/postgres), two processes are started on it, and it is
// dropped after (docs/adr/new-live-journey-on-two-servers.md).

const SERVER = fileURLToPath(new URL('../../packages/server/src/server.ts', import.meta.url));
/** A first start migrates an empty database. */
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface LiveServers {
  /** Each server's address: the host's phone talks to the first, the guest's to the second. */
  urls: [string, string];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Process {
  url: string;
  stop(): Promise<void>;
}

/** A server as the run's own is started (playwright.config.ts), on `databaseUrl`. */
async function startServer(databaseUrl: string): Promise<Process> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'warband-e2e-live-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The second server at ${url} did not start:\n${errors}`);
}

/** Runs `work` on the PostgreSQL server's own database, for CREATE and DROP DATABASE. */
async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      'The live battle journey runs two server processes on one PostgreSQL database: set ' +
        `E2E_DATABASE_URL, or start PostgreSQL at ${serverUrl} (E2E_POSTGRES_URL names another). ` +
        `(${error instanceof Error ? error.message : String(error)})`,
    );
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The two servers of the journey; `runServer` is the run's own server's address. */
export async function startLiveServers(runServer: string): Promise<LiveServers> {
  const shared = process.env.E2E_DATABASE_URL;
  if (shared) {
    const second = await startServer(shared);
    return { urls: [runServer, second.url], stop: second.stop };
  }
  const serverUrl = process.env.E2E_POSTGRES_URL ?? LOCAL_POSTGRES;
  const name = `wl_e2e_live_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const started = await Promise.allSettled([
    startServer(url.toString()),
    startServer(url.toString()),
  ]);
  const servers = started.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
  const [first, second] = servers;
  if (!first || !second) {
    await Promise.all(servers.map((server) => server.stop()));
    await drop();
    const failed = started.find((each) => each.status === 'rejected');
    throw failed?.status === 'rejected' ? failed.reason : new Error('No server started');
  }
  return {
    urls: [first.url, second.url],
    async stop() {
      await Promise.all([first.stop(), second.stop()]);
      await drop();
    },
  };
}
