import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { MIGRATIONS_DIR, readMigrations } from './db/migrate';
import { createTestDatabase, makeTempDir } from '../test/helpers';
import { freePort } from '../test/server-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const isRoot = process.getuid?.() === 0;
// Root may write anywhere; to meet a permission problem it must start the server as nobody.
const canDropRoot = isRoot && spawnSync('setpriv', ['--version']).status === 0;
const asUnprivileged = !isRoot || canDropRoot;

/** Starts the server with `env` and answers how it stopped. */
function startServer(env: Record<string, string>, { unprivileged = false } = {}) {
  const node = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const [command, ...args] =
    unprivileged && isRoot
      ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...node]
      : node;
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return spawnSync(command!, args, {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'silent', PORT: '39471', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
}

interface RunningServer {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** Starts the server in the background and waits until it says it is ready. */
async function runServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'info', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Warband Ledger is ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return { child, port, exited };
}

/** Opens a connection and sends `start`; `trickle`, if given, follows one byte a second. */
function holdConnection(port: number, start: string, trickle = false): net.Socket {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.write(start);
    if (!trickle) return;
    const timer = setInterval(() => socket.write(' '), 1000);
    socket.once('close', () => clearInterval(timer));
  });
  socket.on('error', () => {});
  return socket;
}

function expectPlainSentence(result: ReturnType<typeof startServer>, sentence: string) {
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(sentence);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

describe.runIf(driver === 'pglite')('start-up with an unusable DATA_DIR', () => {
  it('says which directory cannot be written when part of its path is a file', () => {
    const temp = makeTempDir();
    try {
      const file = path.join(temp.dir, 'not-a-directory');
      fs.writeFileSync(file, '');
      const dataDir = path.join(file, 'data');
      expectPlainSentence(
        startServer({ DATA_DIR: dataDir }),
        `Cannot write to the data directory ${dataDir} (part of the path is a file, not a directory). ` +
          'Make it a directory that the user running the server may write to, or set DATA_DIR to one.',
      );
    } finally {
      temp.remove();
    }
  });

  it.runIf(asUnprivileged)('says which directory cannot be written without permission', () => {
    const temp = makeTempDir();
    try {
      fs.chmodSync(temp.dir, 0o755);
      const dataDir = path.join(temp.dir, 'locked');
      fs.mkdirSync(dataDir, { mode: 0o555 });
      expectPlainSentence(
        startServer({ DATA_DIR: dataDir }, { unprivileged: true }),
        `Cannot write to the data directory ${dataDir} (permission denied).`,
      );
    } finally {
      temp.remove();
    }
  });

  it.runIf(asUnprivileged)(
    'says which database cannot be opened when its files are read-only',
    async () => {
      const temp = makeTempDir();
      try {
        fs.chmodSync(temp.dir, 0o755);
        const dataDir = path.join(temp.dir, 'data');
        const database = await openDatabase({ dataDir });
        await database.migrate();
        await database.close();
        // The directory stays writable (for the lock); the database files do not.
        fs.chmodSync(dataDir, 0o777);
        for (const entry of fs.readdirSync(path.join(dataDir, 'db'), { recursive: true })) {
          fs.chmodSync(path.join(dataDir, 'db', String(entry)), isRoot ? 0o755 : 0o555);
        }
        if (!isRoot) fs.chmodSync(path.join(dataDir, 'db'), 0o555);
        expectPlainSentence(
          startServer({ DATA_DIR: dataDir }, { unprivileged: true }),
          `Cannot open the embedded database in ${path.join(dataDir, 'db')}`,
        );
      } finally {
        temp.remove();
      }
    },
    // Two starts of the embedded database, one in a server process of its own: each costs
    // seconds of CPU, many more when the machine is busy.
    120_000,
  );
});

describe.runIf(driver === 'pglite')('start-up where the server cannot listen', () => {
  it('says HOST is not an address of this machine', () => {
    const temp = makeTempDir();
    try {
      // 192.0.2.0/24 is kept for documentation: no machine has it.
      expectPlainSentence(
        startServer({ DATA_DIR: temp.dir, HOST: '192.0.2.1' }),
        'Cannot listen on 192.0.2.1 port 39471: this machine has no such address. Set HOST',
      );
    } finally {
      temp.remove();
    }
  });
});

describe('start-up on a database a migration cannot bring up to date', () => {
  it('says which migration failed and why, in one sentence', async () => {
    const temp = makeTempDir();
    const dataDir = path.join(temp.dir, 'data');
    const database =
      driver === 'postgres' ? await createTestDatabase({ migrated: false }) : undefined;
    try {
      const pending = readMigrations(MIGRATIONS_DIR).length;
      // A table made by hand where the first migration makes its own.
      const handle = database ?? (await openDatabase({ dataDir }));
      await handle.db.execute(sql`CREATE TABLE users (id integer)`);
      if (!database) await handle.close();
      expectPlainSentence(
        startServer(database ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir }),
        'The database could not be brought up to date: migration 0000_initial failed ' +
          `(relation "users" already exists), so none of the ${pending} pending migrations was ` +
          'applied. ' +
          'Restore the database from a backup, or repair it by hand, then start the server again.',
      );
    } finally {
      await database?.close();
      temp.remove();
    }
  }, 120_000);
});

describe.runIf(driver === 'postgres')('start-up on a read-only PostgreSQL database', () => {
  it('says the database refused to write and what to do', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const url = new URL(database.url!);
      const name = url.pathname.slice(1);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
      await admin.end();
      expectPlainSentence(
        startServer({ DATABASE_URL: database.url! }),
        `The database ${url.hostname}:${url.port || 5432}/${name} refused to write`,
      );
    } finally {
      await database.close();
    }
  });
});

describe('a running server', () => {
  const temp = makeTempDir();
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const dataDir = path.join(temp.dir, 'data');
    if (driver === 'postgres') database = await createTestDatabase({ migrated: false });
    server = await runServer(
      database ? { DATABASE_URL: database.url!, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    );
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.close();
    temp.remove();
  });

  it.runIf(driver === 'pglite')(
    'keeps a second server off its data directory',
    () => {
      expectPlainSentence(
        startServer({ DATA_DIR: path.join(temp.dir, 'data') }),
        `The data directory is in use by another process (pid ${server!.child.pid}`,
      );
    },
    120_000,
  );

  it('ends within 10 s of SIGTERM while clients hold half-sent requests', async () => {
    const { child, port, exited } = server!;
    const sockets = [
      holdConnection(port, 'GET /api/health HTTP/1.1\r\nHost: ledger.test\r\n'),
      holdConnection(
        port,
        'POST /api/users/authenticate HTTP/1.1\r\nHost: ledger.test\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        true,
      ),
      holdConnection(port, ''),
    ];
    try {
      // Let the server take in what was sent.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = performance.now();
      child.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
      ]);
      const seconds = (performance.now() - started) / 1000;
      expect(code).toBe(0);
      expect(seconds).toBeLessThan(10);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 30_000);
});
