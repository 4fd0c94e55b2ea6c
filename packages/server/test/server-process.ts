import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The server as its own process, for the tests that kill it with SIGKILL halfway through a
// write and start it again over the same data (the API's crash tests, and the journey that
// kills it while a device replays its outbox), and for those that measure its memory.

// From the file's address: the journeys load it as an ES module, where __dirname is undefined.
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The V8 settings `npm start` gives the server (its heap's limits), for the tests that measure
 * its memory as it ships (docs/adr/0098-the-server-keeps-a-small-young-generation-pages.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = JSON.parse(
  fs.readFileSync(new URL('../../../scripts/server-node-flags.json', import.meta.url), 'utf8'),
);

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL when the suite runs on it; else the embedded database in dataDir. */
  databaseUrl?: string;
  /** Seconds on an idle machine; a busy one may take far longer to start tsx. */
  timeoutMs?: number;
  /** The built web app to serve as well; none by default. */
  webDist?: string;
  /** Each line the server logs at `info` (one as each request arrives), for a test to act on. */
  onLog?: (line: string) => void;
  /** Flags for the server's Node; none by default (SERVER_NODE_FLAGS: as `npm start` runs it). */
  nodeFlags?: readonly string[];
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('No port'));
      probe.close(() => resolve(address.port));
    });
  });
}

/** Starts the server and resolves once its health check answers; stopped again if it never does. */
export async function startServerProcess({
  port,
  dataDir,
  databaseUrl,
  timeoutMs = 100_000,
  webDist,
  onLog,
  nodeFlags = [],
}: ServerProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: onLog ? 'info' : 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: webDist ?? path.join(dataDir, 'no-web-build'),
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'ignore'],
  });
  if (onLog && child.stdout) createInterface({ input: child.stdout }).on('line', onLog);
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await killServerProcess(child);
  throw new Error('The server did not start');
}

/** SIGKILL, as a crash: nothing of the server's own shutdown runs. */
export async function killServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Registers a player on a server process and signs them in: the headers of their requests. */
export async function signUpOverHttp(base: string, email: string): Promise<Record<string, string>> {
  const password = 'correct horse battery';
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/users/register', {
    name: 'Eomer',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
  });
  const login = await post('/users/authenticate', { email, password });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A server process's resident memory now and at its highest since it started, MiB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
