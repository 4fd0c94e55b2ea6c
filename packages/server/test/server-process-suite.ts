import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from './helpers';
import {
  freePort,
  killServerProcess,
  type ServerProcessOptions,
  startServerProcess,
} from './server-process';

/**
 * One server process for a test file, on a database of its own (PostgreSQL when the suite runs
 * on it; else the embedded database in its DATA_DIR), started before the file's tests and
 * killed after them. Read its fields inside the tests: they are set once it has started.
 */
interface ServerUnderTest {
  port: number;
  pid: number;
  server?: ChildProcess;
}

export function useServerProcess(
  name: string,
  options: Pick<ServerProcessOptions, 'nodeFlags'> = {},
): Readonly<ServerUnderTest> {
  const state: ServerUnderTest = { port: 0, pid: 0 };
  let database: TestDatabase | undefined;
  let temp: ReturnType<typeof makeTempDir> | undefined;
  beforeAll(async () => {
    temp = makeTempDir(`wl-${name}-`);
    if (process.env.TEST_DB_DRIVER === 'postgres') database = await createTestDatabase();
    state.port = await freePort();
    state.server = await startServerProcess({
      ...options,
      port: state.port,
      dataDir: temp.dir,
      databaseUrl: database?.url,
    });
    if (state.server.pid === undefined) throw new Error('The server did not start');
    state.pid = state.server.pid;
  });
  afterAll(async () => {
    if (state.server) await killServerProcess(state.server);
    await database?.close();
    temp?.remove();
  });
  return state;
}
