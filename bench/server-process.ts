// The bench server (bench/server.ts) as the parent sees it: a forked process that reports
// when it listens, and answers for its RSS and CPU time over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchParentMessage, BenchServerMessage } from './server';

export interface Usage {
  rss: number;
  cpuMs: number;
  heapTotal: number;
  external: number;
}

export interface Server {
  child: ChildProcess;
  base: string;
  /** The server's RSS and the CPU time it has used so far; `collect` runs a full GC first. */
  usage(collect?: boolean): Promise<Usage>;
  close(): Promise<void>;
}

/**
 * The V8 settings `npm start` gives the server, so the bench measures what ships
 * (docs/adr/0098-the-server-keeps-a-small-young-generation-pages.md).
 */
export const SERVER_NODE_FLAGS: string[] = JSON.parse(
  fs.readFileSync(new URL('../scripts/server-node-flags.json', import.meta.url), 'utf8'),
);

export interface StartOptions {
  /** Writes a V8 CPU profile of the server to this directory when it stops. */
  cpuProfileDir?: string;
  /** More flags for the server's Node (V8's heap sizes, say). */
  nodeFlags?: string[];
}

/** `args`: the data directory and the database URL, or 'hello' for the bare Fastify reference. */
export function startServer(args: string[], options: StartOptions = {}): Promise<Server> {
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), args, {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...SERVER_NODE_FLAGS,
      ...profile,
      ...(options.nodeFlags ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const usage = (collect = false) =>
    new Promise<Usage>((resolve) => {
      const listener = (message: BenchServerMessage) => {
        if (message.type !== 'usage') return;
        child.off('message', listener);
        const { rss, cpuMs, heapTotal, external } = message;
        resolve({ rss, cpuMs, heapTotal, external });
      };
      child.on('message', listener);
      child.send({ type: 'usage', collect } satisfies BenchParentMessage);
    });
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' } satisfies BenchParentMessage);
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited with code ${code}.`)));
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'ready') {
        resolve({ child, base: `http://127.0.0.1:${message.port}`, usage, close });
      }
    });
  });
}
